import { LOCALES, type Locale } from '@onair/contracts';

export const DEFAULT_LOCALE = 'ko' satisfies Locale;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** SPEC.md section 5: the locale must be ko or en, else 'Unsupported locale' is raised. */
export function assertLocale(value: unknown): asserts value is Locale {
  if (!isLocale(value)) throw new Error('Unsupported locale');
}

type Range = { locale: string; q: number; order: number };

/** Accept-Language ranges with q > 0, best first (ties keep header order); 'en-US' counts as 'en'. */
function parseAcceptLanguage(header: string): Range[] {
  const ranges: Range[] = [];
  header.split(',').forEach((part, order) => {
    const [tag = '', ...params] = part.trim().split(';');
    const locale = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (locale === '') return;
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (Number.isFinite(q) && q > 0 && q <= 1) ranges.push({ locale, q, order });
  });
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order);
}

export type LocaleSources = { cookie?: string | null; acceptLanguage?: string | null };

/** The interface language: the locale cookie if it is ko or en, then Accept-Language, then ko. */
export function resolveLocale({ cookie, acceptLanguage }: LocaleSources): Locale {
  if (isLocale(cookie)) return cookie;
  if (acceptLanguage) {
    const match = parseAcceptLanguage(acceptLanguage).find((range) => isLocale(range.locale));
    if (match) return match.locale as Locale;
  }
  return DEFAULT_LOCALE;
}
