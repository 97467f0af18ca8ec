import type { Locale } from '@onair/brand';

const formats = new Map<Locale, Intl.NumberFormat>();

function wonFormat(locale: Locale): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    // Korean readers expect "1,100원"; everyone else gets the currency sign, "₩1,100".
    format =
      locale === 'ko'
        ? new Intl.NumberFormat('ko')
        : new Intl.NumberFormat(locale, { style: 'currency', currency: 'KRW' });
    formats.set(locale, format);
  }
  return format;
}

/** A price in won as the locale writes it: "1,100원" in Korean, "₩1,100" in English. */
export function formatWon(price: number, locale: Locale): string {
  const text = wonFormat(locale).format(price);
  return locale === 'ko' ? `${text}원` : text;
}
