import { COOKIE_NAMES, NO_ACCESS_TOKEN } from '@onair/contracts';
import { readCookie } from './cookie-jar';

/**
 * SPEC.md section 4: signed in when the access-token cookie holds a token (not the literal
 * noAccessToken), or the fallback cookie is set. The access cookie is HttpOnly, so in the browser
 * the readable fallback cookie (onair_at_fb=1) is what actually answers.
 */
export function isSignedInByCookies(cookieString: string): boolean {
  const accessToken = readCookie(COOKIE_NAMES.accessToken, cookieString);
  if (accessToken && accessToken !== NO_ACCESS_TOKEN) return true;
  return Boolean(readCookie(COOKIE_NAMES.fallbackAccessToken, cookieString));
}
