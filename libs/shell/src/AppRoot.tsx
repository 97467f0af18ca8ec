import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, MemoryRouter } from 'react-router';
import type { BrandConfig } from '@onair/brand';
import type { Locale } from '@onair/contracts';
import type { Messages } from '@onair/i18n';
import type { AppStore } from '@onair/store';
import { ThemeRoot } from '@onair/ui';
import { EmbedAlerts } from './EmbedAlerts';
import { LocaleProvider } from './locale/LocaleProvider';
import { AppRoutes, type RouterKind } from './routes';

// Nothing toasts before the page is up: the toaster's module arrives after the first render rather
// than with the start-up JavaScript, and react-hot-toast itself (about 4 kB gzip) with the first toast.
const Toasts = lazy(() => import('./layout/Toasts'));

export type AppRootProps = {
  store: AppStore;
  brand: BrandConfig;
  locale: Locale;
  messages: Messages;
  /** memory in tests, browser in the app. */
  router?: RouterKind;
};

export function AppRoot({ store, brand, locale, messages, router = { kind: 'browser' } }: AppRootProps) {
  return (
    <Provider store={store}>
      <LocaleProvider locale={locale} messages={messages}>
        <ThemeRoot theme={brand.theme} brand={brand.code} global>
          <EmbedAlerts>
            {router.kind === 'memory' ? (
              <MemoryRouter initialEntries={[router.initialPath]}>
                <AppRoutes />
              </MemoryRouter>
            ) : (
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            )}
          </EmbedAlerts>
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        </ThemeRoot>
      </LocaleProvider>
    </Provider>
  );
}
