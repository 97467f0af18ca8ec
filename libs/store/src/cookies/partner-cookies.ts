import { COOKIE_NAMES, COOKIES } from '@onair/contracts';
import { readCookie, writeCookie, type CookieJar } from './cookie-jar';

/** The partner code a visitor arrives with: the partnerCode query first, then the partner cookie. */
export function partnerCodeFrom(query: URLSearchParams, cookieString: string): string | undefined {
  return query.get('partnerCode')?.trim() || readCookie(COOKIE_NAMES.partnerCode, cookieString) || undefined;
}

/**
 * SPEC.md section 4: appkey and pinkey from the query are kept in their cookies when the cookies
 * do not have them yet; keys already in the cookies are kept (the partner app set them first).
 */
export function storeAppKeysFromQuery(jar: CookieJar, query: URLSearchParams): void {
  const keys = [
    [COOKIE_NAMES.appKey, query.get('appkey')],
    [COOKIE_NAMES.pinKey, query.get('pinkey')],
  ] as const;
  for (const [name, value] of keys) {
    if (value && !readCookie(name, jar.cookie)) writeCookie(jar, name, value, { maxAgeSeconds: COOKIES.defaultMaxAgeSeconds });
  }
}
