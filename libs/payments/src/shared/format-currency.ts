import { currencyName, type BrandConfig, type Locale } from '@onair/brand';

const numberFormats = new Map<Locale, Intl.NumberFormat>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * An amount of the brand's virtual currency as shown to people: "1,000 러브", "1,000 luv",
 * "500 벨". Amounts are whole units (the ledger holds integers only), so anything else throws.
 */
export function formatCurrency(amount: number, brand: BrandConfig, locale: Locale): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`formatCurrency: amount must be a whole number of ${brand.currency.en}, got ${amount}`);
  }
  return `${numberFormat(locale).format(amount)} ${currencyName(brand, locale)}`;
}
