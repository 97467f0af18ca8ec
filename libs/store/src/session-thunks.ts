import { authApi, baseApi } from '@onair/api-client';
import { isSignedInByCookies } from './cookies/login-state';
import type { AppDispatch } from './make-store';
import { sessionRestoring, signedIn, signedOut } from './session-slice';

/**
 * At page load: when the cookies say signed in, load the member (GET /api/auth/me); an expired
 * access token is refreshed by the base query on the way. Answers whether a member is signed in.
 */
export const restoreSession = (cookieString: string) => async (dispatch: AppDispatch) => {
  if (!isSignedInByCookies(cookieString)) {
    dispatch(signedOut());
    return false;
  }
  dispatch(sessionRestoring());
  const { data } = await dispatch(authApi.authEndpoints.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));
  dispatch(data ? signedIn(data) : signedOut());
  return Boolean(data);
};

/**
 * Ends the session: the server revokes the refresh token and clears the cookies. The client signs
 * out even if that call fails, and drops every cached answer, which may hold the member's data.
 * The session is left first, so a member's page (my page, the wallet) is gone before the cookies
 * are: signed out after the call, such a page could still fetch again and be refused (401).
 */
export const signOut = () => async (dispatch: AppDispatch) => {
  dispatch(signedOut());
  // The browser's refresh token is its HttpOnly cookie: nothing to put in the body.
  await dispatch(authApi.authEndpoints.endpoints.signout.initiate({ body: {} }));
  dispatch(baseApi.util.resetApiState());
};
