export { DEFAULT_TIME_ZONE, I18nProvider, reportIntlError, useT } from './I18nProvider';
export { useFormatDateTime } from './use-format-date-time';
export type { I18nProviderProps, MessageKey, MessageValues, Translate } from './I18nProvider';
export { importBundle, loadMessages } from './load-messages';
export type { BundleImporter, Messages } from './load-messages';
export { readLocaleCookie, writeLocaleCookie } from './locale-cookie';
export { DEFAULT_LOCALE, assertLocale, isLocale, resolveLocale } from './resolve-locale';
export type { LocaleSources } from './resolve-locale';
export type { BundleLocale, Locale } from '@onair/contracts';
