import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BrandConfig } from '@onair/brand';
import type { Locale } from '@onair/contracts';
import type { Messages } from '@onair/i18n';
import type { AppStore } from '@onair/store';
import { AppRoot } from '../AppRoot';
import { registerServiceWorker } from './register-service-worker';

export type RenderAppOptions = { store: AppStore; brand: BrandConfig; locale: Locale; messages: Messages };

/**
 * Start-up, last stage: React DOM, the routes and the pages, rendered into the container. The
 * render is a transition, so it runs in slices that yield to the browser rather than in one long
 * task; the static shell in the container (tools/vite brand-shell) stays on screen until the commit
 * replaces it.
 */
export function renderApp(container: HTMLElement, { store, brand, locale, messages }: RenderAppOptions) {
  document.documentElement.lang = locale;
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppRoot store={store} brand={brand} locale={locale} messages={messages} />
      </StrictMode>,
    );
  });
  registerServiceWorker();
}
