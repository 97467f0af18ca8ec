export { DEFAULT_TIME_ZONE, I18nProvider, reportIntlError, useT } from './I18nProvider';
export { useFormatDateTime } from './useFormatDateTime';
export type { I18nProviderProps, MessageKey, MessageValues, Translate } from './I18nProvider';
export { importBundle, loadMessages } from './loadMessages';
export type { BundleImporter, Messages } from './loadMessages';
export { readLocaleCookie, writeLocaleCookie } from './localeCookie';
export { DEFAULT_LOCALE, assertLocale, isLocale, resolveLocale } from './resolveLocale';
export type { LocaleSources } from './resolveLocale';
export type { BundleLocale, Locale } from '@onair/contracts';
