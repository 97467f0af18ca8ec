import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ApiBaseQuery } from '@onair/api-client';
import { sessionExpiredShown } from './auth-dialog-slice';
import type { RefreshOutcome } from './session-refresher';
import { selectIsSignedIn, selectSessionRestoring, signedOut, type SessionState } from './session-slice';

export const REFRESH_PATH = '/api/oauth/refresh';

/**
 * POST /api/oauth/refresh, form-encoded as the contract says. The refresh token is an HttpOnly
 * cookie the server reads and rotates, so the form carries no field. When the session is over
 * (msg ERROR, or a 401) the member is signed out here, once for every request that was waiting,
 * and told so by the session-expired dialog if they had been signed in, or the page was restoring a
 * session the cookies promised (SPEC section 4 counts them signed in) that has since expired.
 */
export async function refreshAccessToken(send: ApiBaseQuery, api: BaseQueryApi): Promise<RefreshOutcome> {
  const result = await send(
    { url: REFRESH_PATH, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams() },
    // Its own signal: the refresh is shared, so aborting the request that started it must not cancel it.
    { ...api, signal: new AbortController().signal },
    {},
  );
  const msg = (result.data as { msg?: unknown } | undefined)?.msg;
  if (msg === 'ok') return 'refreshed';
  if (msg !== 'ERROR' && result.error?.status !== 401) return 'failed';
  const state = api.getState() as { session: SessionState };
  const wasSignedIn = selectIsSignedIn(state) || selectSessionRestoring(state);
  api.dispatch(signedOut());
  if (wasSignedIn) api.dispatch(sessionExpiredShown());
  return 'sessionEnded';
}
