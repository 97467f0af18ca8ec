import type { Locale } from '@onair/brand';

/** From here on a phone's header shortens the figure: 5 digits and a comma no longer fit beside the name. */
const COMPACT_FROM = 10000;

const wholeFormats = new Map<Locale, Intl.NumberFormat>();
const compactFormats = new Map<Locale, Intl.NumberFormat>();

function formatOf(cache: Map<Locale, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}

/**
 * A count short enough for a phone's header: whole below 10,000 ("9,999"), shortened from there
 * ("1.2만", "12.5K"). Cut towards zero, never rounded up: a balance must not read as more than it is.
 */
export function compactCount(value: number, locale: Locale): string {
  if (Math.abs(value) < COMPACT_FROM) return formatOf(wholeFormats, locale, {}).format(value);
  return formatOf(compactFormats, locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
    roundingMode: 'trunc',
  }).format(value);
}
