import { COOKIE_NAMES, COOKIES, type Locale } from '@onair/contracts';
import { getCookie, setCookie } from 'cookies-next';
import { assertLocale, isLocale } from './resolve-locale';

/**
 * cookies-next 4 types its options as cookie@0.x's CookieSerializeOptions, but TypeScript resolves the
 * hoisted cookie@2 types, which no longer export that name, so maxAge and path are unknown to it.
 * The options are typed here and handed over with one cast (at runtime cookies-next uses its own cookie@0.7).
 */
type CookieWriteOptions = { maxAge: number; path: string; sameSite: 'lax'; domain?: string };
type SetCookieOptions = Parameters<typeof setCookie>[2];

/** The locale saved in the browser's locale cookie, or undefined when absent or not ko/en. */
export function readLocaleCookie(): Locale | undefined {
  const value = getCookie(COOKIE_NAMES.locale);
  return isLocale(value) ? value : undefined;
}

/** Saves the chosen interface language for a year on path /. Pass the brand's cookieDomain in production. */
export function writeLocaleCookie(locale: Locale, { domain }: { domain?: string } = {}): void {
  assertLocale(locale);
  const options: CookieWriteOptions = { maxAge: COOKIES.localeMaxAgeSeconds, path: '/', sameSite: 'lax' };
  if (domain) options.domain = domain;
  setCookie(COOKIE_NAMES.locale, locale, options as SetCookieOptions);
}
