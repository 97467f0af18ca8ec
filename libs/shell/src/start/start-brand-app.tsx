import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BrandConfig } from '@onair/brand';
import { loadMessages } from '@onair/i18n';
import { makeStore } from '@onair/store';
import { AppRoot } from '../AppRoot';
import { browserLocale } from './browser-locale';
import { registerServiceWorker } from './register-service-worker';

/** Everything a brand app does at start: store, language, theme, routes, service worker. */
export async function startBrandApp(brand: BrandConfig, container: HTMLElement) {
  const locale = browserLocale();
  const messages = await loadMessages(locale);
  const store = makeStore({ brand: brand.code, locale });
  document.documentElement.lang = locale;
  createRoot(container).render(
    <StrictMode>
      <AppRoot store={store} brand={brand} locale={locale} messages={messages} />
    </StrictMode>,
  );
  registerServiceWorker();
}
