import type { BrandConfig } from '@onair/brand';
import type { Locale } from '@onair/contracts';
import { appEnvironmentDetected, detectAppEnvironment, makeStore, type ApiErrorReport } from '@onair/store';
import { fetchTakingFirstAnswer } from './first-answer';
import { nextTask } from './next-task';
import { startClientSession } from './start-client-session';

/**
 * Start-up, second stage: the store (the api and its reducer; each group of endpoints is injected
 * when first used, libs/api-client lazy-group), the app type from the query and user agent, and, in
 * the next task, the client session (not awaited: the page renders for a visitor at once, and the
 * header switches when me arrives).
 */
export function startStore(brand: BrandConfig, locale: Locale, onApiError: (report: ApiErrorReport) => void) {
  // The first screen's answer may already be on its way (first-answer.ts, asked before this stage loaded).
  const store = makeStore({ brand: brand.code, locale, onApiError, fetchFn: fetchTakingFirstAnswer });
  store.dispatch(
    appEnvironmentDetected(detectAppEnvironment({ search: window.location.search, userAgent: navigator.userAgent })),
  );
  // In a task of its own: it reads the cookies and sessionStorage, synchronous calls into the browser.
  void nextTask().then(() => startClientSession(store, { search: window.location.search, jar: document }));
  return store;
}
