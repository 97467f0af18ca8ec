import { readCookie, writeCookie, type CookieJar } from '../cookies/cookie-jar';

/** SPEC.md section 3: the partner (ASP) state of this tab. */
export const ASP_STATE_KEYS = ['asp-state.init', 'asp-state.code', 'asp-state.scrollTop'] as const;
export type AspStateKey = (typeof ASP_STATE_KEYS)[number];

/**
 * Where sessionStorage cannot be used (storage disabled, some in-app browsers), the state rides in
 * a cookie instead. Short-lived (SPEC.md section 9): a cookie outlives the tab, the state must not.
 */
export const ASP_STATE_COOKIE_MAX_AGE_SECONDS = 30 * 60;

export type AspStateSources = {
  /** window.sessionStorage in the browser; reading it may throw where storage is disabled. */
  storage: () => Storage | undefined;
  jar: CookieJar;
};

export type AspState = {
  get(key: AspStateKey): string | undefined;
  set(key: AspStateKey, value: string): void;
  remove(key: AspStateKey): void;
};

/** sessionStorage when it works (reading and writing both), else null. */
function usableStorage(storage: AspStateSources['storage']): Storage | null {
  try {
    const store = storage();
    if (!store) return null;
    const probe = 'asp-state.probe';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

/** The asp-state keys in sessionStorage, falling back to short cookies of the same names. */
export function aspState({ storage, jar }: AspStateSources): AspState {
  const store = () => usableStorage(storage);
  return {
    get(key) {
      const session = store();
      return session ? (session.getItem(key) ?? undefined) : readCookie(key, jar.cookie);
    },
    set(key, value) {
      const session = store();
      if (session) session.setItem(key, value);
      else writeCookie(jar, key, value, { maxAgeSeconds: ASP_STATE_COOKIE_MAX_AGE_SECONDS });
    },
    remove(key) {
      const session = store();
      if (session) session.removeItem(key);
      else writeCookie(jar, key, '', { maxAgeSeconds: 0 });
    },
  };
}
