import type { Locale } from '@onair/brand';

/**
 * A word as it reads first in a label or a sentence: English capitalises it ("luv" → "Luv", "bell"
 * → "Bell"); Korean has no capitals, so 러브 stays 러브. Only for a word that begins the text: the
 * same word inside a sentence keeps its own case ("Withdraw luv").
 */
export function atLabelStart(word: string, locale: Locale): string {
  return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
}
