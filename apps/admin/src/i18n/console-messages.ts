import { loadMessages, type Messages } from '@onair/i18n';
import type { ConsoleLocale } from './console-locale';

/** One literal import per locale, so each bundle is its own chunk. */
const importConsoleBundle = (locale: ConsoleLocale) =>
  locale === 'ko'
    ? import('./locales/ko.json', { with: { type: 'json' } })
    : import('./locales/en.json', { with: { type: 'json' } });

/**
 * The console's words (console.*) over the shared common bundle, which brings the API's error
 * texts by key (error.*) and the words of the libs/ui list states (common.*).
 */
export async function loadConsoleMessages(locale: ConsoleLocale): Promise<Messages> {
  const [common, own] = await Promise.all([loadMessages(locale), importConsoleBundle(locale)]);
  return { ...common, ...own.default };
}
