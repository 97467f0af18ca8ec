import { useCallback } from 'react';
import { eventsApi } from '@onair/api-client';
import { useIdempotentSubmit } from '../shared/use-idempotent-submit';

/** POST /api/events/exchange/apply, one Idempotency-Key per intended application. */
export function useApplyExchange() {
  const [apply] = eventsApi.useExchangeApplyMutation();
  const send = useCallback(
    (key: string, body: { eventId: number; amountFrom: number }) => apply({ 'Idempotency-Key': key, body }).unwrap(),
    [apply],
  );
  // The exchange moves items and the currency: exchangeApply invalidates the wallet too.
  return useIdempotentSubmit(send);
}
