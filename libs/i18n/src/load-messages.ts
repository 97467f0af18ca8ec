import type { BundleLocale } from '@onair/contracts';

/** A flat bundle: dot-namespaced key -> ICU message. */
export type Messages = Record<string, string>;

export type BundleImporter = (locale: BundleLocale) => Promise<{ default: Messages }>;

/** One literal import per locale, so the bundler emits each bundle as its own chunk. */
export const importBundle: BundleImporter = (locale) => {
  switch (locale) {
    case 'ko':
      return import('./locales/ko/common.json', { with: { type: 'json' } });
    case 'en':
      return import('./locales/en/common.json', { with: { type: 'json' } });
    case 'ja':
      return import('./locales/ja/common.json', { with: { type: 'json' } });
    case 'zh':
      return import('./locales/zh/common.json', { with: { type: 'json' } });
  }
};

/**
 * The common bundle of a locale. SPEC.md section 4: a failed load logs a warning and falls back to
 * empty messages (the page then shows message ids rather than failing).
 */
export async function loadMessages(locale: BundleLocale, importer: BundleImporter = importBundle): Promise<Messages> {
  try {
    const bundle = await importer(locale);
    return bundle.default;
  } catch (error) {
    console.warn(`[i18n] could not load the "${locale}" messages; using empty messages`, error);
    return {};
  }
}
