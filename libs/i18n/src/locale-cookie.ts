import { COOKIE_NAMES, COOKIES, type Locale } from '@onair/contracts';
import { assertLocale, isLocale } from './resolve-locale';

/** The locale saved in the browser's locale cookie, or undefined when absent or not ko/en (or outside a browser). */
export function readLocaleCookie(): Locale | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${COOKIE_NAMES.locale}=`;
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return isLocale(value) ? value : undefined;
}

/**
 * What is written to document.cookie to keep the locale: a year, on path /, SameSite=Lax, and the
 * brand's cookie domain when given. A locale is ko or en, so nothing needs encoding.
 */
export function localeCookieAssignment(locale: Locale, { domain }: { domain?: string } = {}): string {
  assertLocale(locale);
  const attributes = [
    `Max-Age=${COOKIES.localeMaxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
    ...(domain ? [`Domain=${domain}`] : []),
  ];
  return [`${COOKIE_NAMES.locale}=${locale}`, ...attributes].join('; ');
}

/** Saves the chosen interface language for a year on path /. Pass the brand's cookieDomain in production. */
export function writeLocaleCookie(locale: Locale, options: { domain?: string } = {}): void {
  document.cookie = localeCookieAssignment(locale, options);
}
