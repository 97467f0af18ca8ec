import { partnersApi } from '@onair/api-client';
import {
  aspState,
  ensureClientIdCookie,
  isSignedInByCookies,
  partnerCodeFrom,
  partnerModeSet,
  restoreSession,
  storeAppKeysFromQuery,
  type AppStore,
  type CookieJar,
} from '@onair/store';

export type ClientSessionSources = {
  /** location.search of the first page. */
  search: string;
  /** document in the browser. */
  jar: CookieJar;
  /** window.sessionStorage in the browser (asp-state; the cookie jar stands in where it fails). */
  storage?: () => Storage | undefined;
};

/**
 * SPEC.md sections 3 and 4, once per page load: the client id cookie, the partner app keys and
 * partner mode, the partner code of a visitor, and the signed-in member from the cookies. Partner
 * mode lasts for the tab (asp-state.init): a partner app opens the site once with its appkey, and a
 * full page load later on (back from a payment or a social login) must not drop it.
 * Resolves when the member is loaded and the partner code registered (neither blocks rendering).
 */
export async function startClientSession(store: AppStore, { search, jar, storage = () => globalThis.sessionStorage }: ClientSessionSources) {
  const query = new URLSearchParams(search);
  const asp = aspState({ storage, jar });
  ensureClientIdCookie(jar);
  storeAppKeysFromQuery(jar, query);
  if (query.get('appkey')) asp.set('asp-state.init', '1');
  if (asp.get('asp-state.init') === '1') store.dispatch(partnerModeSet(true));

  const cookies = jar.cookie;
  const partnerCode = partnerCodeFrom(query, cookies);
  const registration =
    partnerCode && !isSignedInByCookies(cookies)
      ? store.dispatch(partnersApi.partnersEndpoints.endpoints.registerPartner.initiate({ body: { partnerCode } }, { track: false }))
      : undefined;
  await Promise.all([store.dispatch(restoreSession(cookies)), registration]);
}
