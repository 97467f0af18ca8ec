import { partnersApi } from '@onair/api-client';
import {
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
};

/**
 * SPEC.md sections 3 and 4, once per page load: the client id cookie, the partner app keys and
 * partner mode, the partner code of a visitor, and the signed-in member from the cookies.
 * Resolves when the member is loaded and the partner code registered (neither blocks rendering).
 */
export async function startClientSession(store: AppStore, { search, jar }: ClientSessionSources) {
  const query = new URLSearchParams(search);
  ensureClientIdCookie(jar);
  storeAppKeysFromQuery(jar, query);
  if (query.get('appkey')) store.dispatch(partnerModeSet(true));

  const cookies = jar.cookie;
  const partnerCode = partnerCodeFrom(query, cookies);
  const registration =
    partnerCode && !isSignedInByCookies(cookies)
      ? store.dispatch(partnersApi.partnersEndpoints.endpoints.registerPartner.initiate({ body: { partnerCode } }, { track: false }))
      : undefined;
  await Promise.all([store.dispatch(restoreSession(cookies)), registration]);
}
