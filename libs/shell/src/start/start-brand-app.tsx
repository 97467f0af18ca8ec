import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BrandConfig } from '@onair/brand';
import { loadMessages } from '@onair/i18n';
import { appEnvironmentDetected, detectAppEnvironment, makeStore } from '@onair/store';
import { AppRoot } from '../AppRoot';
import { startErrorReporting } from '../error-reporting/error-reporter';
import { sentryDsnOfBuild } from '../error-reporting/sentry-dsn';
import { browserLocale } from './browser-locale';
import { registerServiceWorker } from './register-service-worker';
import { startClientSession } from './start-client-session';

/** Everything a brand app does at start: errors, store, language, app type, session, theme, routes, service worker. */
export async function startBrandApp(brand: BrandConfig, container: HTMLElement) {
  // First, so a failure further on is reported (the SDK itself arrives in its own chunk, only with a DSN).
  const errors = startErrorReporting({ dsn: sentryDsnOfBuild(), brand: brand.code });
  const locale = browserLocale();
  const messages = await loadMessages(locale);
  const store = makeStore({ brand: brand.code, locale, onApiError: errors.reportApiError });
  store.dispatch(
    appEnvironmentDetected(detectAppEnvironment({ search: window.location.search, userAgent: navigator.userAgent })),
  );
  document.documentElement.lang = locale;
  // Not awaited: the page renders for a visitor at once, and the header switches when me arrives.
  void startClientSession(store, { search: window.location.search, jar: document });
  createRoot(container).render(
    <StrictMode>
      <AppRoot store={store} brand={brand} locale={locale} messages={messages} />
    </StrictMode>,
  );
  registerServiceWorker();
}
