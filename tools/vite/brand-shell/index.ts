import { BRAND_MARKS, type BrandConfig } from '@onair/brand';
import { LOCALES } from '@onair/contracts';
import { firstAnswerScript } from './first-answer-script';
import { shellMarkup } from './shell-markup';
import { shellScript } from './shell-script';
import { liveBadgeOf, shellTextOf, type Bundle } from './shell-text';

/** The locale the document is written in (index.html's lang; libs/i18n DEFAULT_LOCALE). */
const DOCUMENT_LOCALE = 'ko';

/**
 * What goes inside the brand app's root element: the static shell in Korean, and the script that
 * fits it to the visitor before it paints. The app's first render replaces both.
 */
export function brandShellHtml(brand: BrandConfig, bundles?: Partial<Record<(typeof LOCALES)[number], Bundle>>): string {
  const textOf = (locale: (typeof LOCALES)[number]) => shellTextOf(brand, locale, bundles?.[locale]);
  const others = LOCALES.filter((locale) => locale !== DOCUMENT_LOCALE);
  const script = shellScript({
    texts: Object.fromEntries(others.map((locale) => [locale, textOf(locale)])),
    liveBadge: Object.fromEntries(LOCALES.map((locale) => [locale, liveBadgeOf(locale, bundles?.[locale])])) as Record<
      (typeof LOCALES)[number],
      string
    >,
  });
  // The header's logo mark (libs/shell BrandMark), so the first paint shows the brand's shape too.
  const mark = `<svg viewBox="0 0 24 24" aria-hidden="true" class="size-6 shrink-0" fill="currentColor"><path fill-rule="evenodd" d="${BRAND_MARKS[brand.code]}"/></svg>`;
  return `${shellMarkup(textOf(DOCUMENT_LOCALE), mark)}\n<script>${script}</script>`;
}

/** The document head's first script: the first screen's answer and pictures, asked before the app's code (first-answer-script). */
export const brandFirstAnswerScript = (brand: BrandConfig): string => firstAnswerScript(brand.code);
