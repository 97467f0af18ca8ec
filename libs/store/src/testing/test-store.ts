import { baseApi } from '@onair/api-client';
import type { BrandCode, Locale } from '@onair/contracts';
import { makeStore } from '../make-store';
import type { SessionProfile } from '../session-slice';
import { FAKE_API_URL } from './fake-api';
import { MEMBER } from './member';

export type TestStoreOptions = {
  /** The fake transport, e.g. recordingApi(routes).fetchFn. */
  fetchFn: typeof fetch;
  brand?: BrandCode;
  locale?: Locale;
  /** The signed-in member; null for a visitor. */
  member?: SessionProfile | null;
};

const stores: Array<ReturnType<typeof makeStore>> = [];

/**
 * A real store (every slice, RTK Query, the real base query) on the fake API's URL, with the session
 * already restored. Call resetTestStores from afterEach.
 */
export function makeTestStore({ fetchFn, brand = 'onair', locale = 'ko', member = MEMBER }: TestStoreOptions) {
  const store = makeStore({
    brand,
    locale,
    baseUrl: FAKE_API_URL,
    fetchFn,
    refreshDelayMs: 0,
    onMaintenance: () => undefined,
    preloadedState: { session: { profile: member, restoring: false } },
  });
  stores.push(store);
  return store;
}

/** Cache entries keep removal timers that would hold Jest open. */
export function resetTestStores() {
  stores.splice(0).forEach((store) => store.dispatch(baseApi.util.resetApiState()));
}
