import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { useState } from 'react';
import type { BrandConfig } from '@onair/brand';
import type { Locale } from '@onair/contracts';
import { I18nProvider, type Messages } from '@onair/i18n';
import type { AppStore } from '@onair/store';
import { ThemeRoot, Toaster } from '@onair/ui';
import { createAppRouter, type RouterKind } from './routes';

export type AppRootProps = {
  store: AppStore;
  brand: BrandConfig;
  locale: Locale;
  messages: Messages;
  /** memory in tests, browser in the app. */
  router?: RouterKind;
};

export function AppRoot({ store, brand, locale, messages, router = { kind: 'browser' } }: AppRootProps) {
  // Created once: a new router per render would lose the navigation state.
  const [appRouter] = useState(() => createAppRouter(router));
  return (
    <Provider store={store}>
      <I18nProvider locale={locale} messages={messages}>
        <ThemeRoot theme={brand.theme} global>
          <RouterProvider router={appRouter} />
          <Toaster />
        </ThemeRoot>
      </I18nProvider>
    </Provider>
  );
}
