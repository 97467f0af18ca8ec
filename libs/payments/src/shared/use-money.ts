import { useMemo } from 'react';
import { currencyName } from '@onair/brand';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';
import { atLabelStart } from './at-label-start';
import { formatCurrency } from './format-currency';
import { formatWon } from './format-won';

/**
 * The brand's currency and the reader's locale in one place: every amount on these pages goes
 * through here, so the currency is never a hard-coded "luv".
 */
export function useMoney() {
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  return useMemo(() => {
    const numberFormat = new Intl.NumberFormat(locale);
    const currency = currencyName(brand, locale);
    return {
      brand,
      locale,
      /** 러브, luv, 벨, bell: inside a sentence. */
      currency,
      /** 러브, Luv, 벨, Bell: where the name begins a label or a sentence (the shop's tab). */
      currencyAtStart: atLabelStart(currency, locale),
      /** "1,000 러브". */
      amount: (value: number) => formatCurrency(value, brand, locale),
      /** "1,100원", "₩1,100". */
      won: (price: number) => formatWon(price, locale),
      /** "1,000". */
      count: (value: number) => numberFormat.format(value),
    };
  }, [brand, locale]);
}

export type Money = ReturnType<typeof useMoney>;
