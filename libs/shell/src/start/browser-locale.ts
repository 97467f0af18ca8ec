import { readLocaleCookie, resolveLocale } from '@onair/i18n';
import type { Locale } from '@onair/contracts';

/** The interface language: the locale cookie, then the browser's languages, then ko. */
export function browserLocale(): Locale {
  return resolveLocale({ cookie: readLocaleCookie() ?? null, acceptLanguage: navigator.languages.join(',') });
}
