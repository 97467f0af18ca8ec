import { useCallback } from 'react';
import { currencyName } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';

/** An amount in the brand's currency as the live room shows it: "1,000 러브", "500 bell". */
export function useGiftAmount() {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  return useCallback(
    (amount: number) => t('chat.gift.amount', { amount, currency: currencyName(brand, locale) }),
    [t, brand, locale],
  );
}
