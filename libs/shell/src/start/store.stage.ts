import type { BrandConfig } from '@onair/brand';
import type { Locale } from '@onair/contracts';
import { appEnvironmentDetected, detectAppEnvironment, makeStore, type ApiErrorReport } from '@onair/store';
import { startClientSession } from './start-client-session';

/**
 * Start-up, second stage: the store (Redux Toolkit and every API endpoint), the app type from the
 * query and user agent, and the client session (not awaited: the page renders for a visitor at
 * once, and the header switches when me arrives).
 */
export function startStore(brand: BrandConfig, locale: Locale, onApiError: (report: ApiErrorReport) => void) {
  const store = makeStore({ brand: brand.code, locale, onApiError });
  store.dispatch(
    appEnvironmentDetected(detectAppEnvironment({ search: window.location.search, userAgent: navigator.userAgent })),
  );
  void startClientSession(store, { search: window.location.search, jar: document });
  return store;
}
