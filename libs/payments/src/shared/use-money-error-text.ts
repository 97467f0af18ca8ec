import { useCallback } from 'react';
import { useT } from '@onair/i18n';
import { useApiMessage, type ApiSaid } from '@onair/i18n/api-messages';
import type { MoneyFailure } from './money-failure';
import { useMoney } from './use-money';

/**
 * A money message of the API (by its key and params) or of the contracts (by its text), for the
 * reader, with the brand's currency in the reader's language over the Korean name the API filled in.
 * Words no bundle knows are shown as sent.
 */
export function useMoneyMessage() {
  const t = useT();
  const apiMessage = useApiMessage();
  const { currency } = useMoney();
  return useCallback((said: ApiSaid): string => apiMessage(said, undefined, { currency }) || t('payments.error.unknown'), [t, apiMessage, currency]);
}

/** What to tell the reader about a failed money call; no answer at all reads as a connection problem. */
export function useMoneyErrorText() {
  const t = useT();
  const messageText = useMoneyMessage();
  return useCallback(
    (failure: MoneyFailure): string => {
      if (!failure.message && failure.status === null) return t('payments.error.network');
      return messageText(failure);
    },
    [t, messageText],
  );
}
