import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { useState } from 'react';
import type { BrandConfig } from '@onair/brand';
import type { Locale } from '@onair/contracts';
import type { Messages } from '@onair/i18n';
import type { AppStore } from '@onair/store';
import { ThemeRoot, Toaster } from '@onair/ui';
import { EmbedAlerts } from './EmbedAlerts';
import { LocaleProvider } from './locale/LocaleProvider';
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
      <LocaleProvider locale={locale} messages={messages}>
        <ThemeRoot theme={brand.theme} global>
          <EmbedAlerts>
            <RouterProvider router={appRouter} />
          </EmbedAlerts>
          <Toaster />
        </ThemeRoot>
      </LocaleProvider>
    </Provider>
  );
}
