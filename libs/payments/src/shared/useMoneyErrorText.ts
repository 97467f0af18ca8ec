import { useCallback } from 'react';
import { useT } from '@onair/i18n';
import type { MoneyFailure } from './moneyFailure';
import { moneyMessageKey } from './moneyMessages';
import { useMoney } from './useMoney';

/**
 * A Korean money message of the API or the contracts, for the reader: Korean readers get it as
 * written (it is written for them); others get the bundle's wording of a known message (found by
 * its text, else its code), else the text as sent.
 */
export function useMoneyMessage() {
  const t = useT();
  const { brand, locale, currency } = useMoney();
  return useCallback(
    (message: string, code = ''): string => {
      if (locale === 'ko' && message) return message;
      const known = moneyMessageKey(message, code, brand);
      return known ? t(known.key, { currency, ...known.values }) : message || t('payments.error.unknown');
    },
    [t, brand, locale, currency],
  );
}

/** What to tell the reader about a failed money call; no answer at all reads as a connection problem. */
export function useMoneyErrorText() {
  const t = useT();
  const messageText = useMoneyMessage();
  return useCallback(
    (failure: MoneyFailure): string => {
      if (!failure.message && failure.status === null) return t('payments.error.network');
      return messageText(failure.message, failure.code);
    },
    [t, messageText],
  );
}
