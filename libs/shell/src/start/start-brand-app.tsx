import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BrandConfig } from '@onair/brand';
import { loadMessages } from '@onair/i18n';
import { makeStore } from '@onair/store';
import { AppRoot } from '../AppRoot';
import { browserLocale } from './browser-locale';
import { registerServiceWorker } from './register-service-worker';
import { startClientSession } from './start-client-session';

/** Everything a brand app does at start: store, language, session, theme, routes, service worker. */
export async function startBrandApp(brand: BrandConfig, container: HTMLElement) {
  const locale = browserLocale();
  const messages = await loadMessages(locale);
  const store = makeStore({ brand: brand.code, locale });
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
