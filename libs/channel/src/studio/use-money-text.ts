import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { currencyName } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';

/** An amount of the brand's currency as the studio shows it ("1,000 러브", "500 bell"). */
export function useMoneyText() {
  const t = useT();
  const intl = useIntl();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  return useCallback(
    (amount: number) => t('studio.money', { amount: intl.formatNumber(amount), currency: currencyName(brand, locale) }),
    [t, intl, brand, locale],
  );
}

/** The brand's currency's name in the reader's language, for messages that place it themselves. */
export function useCurrency() {
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  return currencyName(brand, locale);
}
