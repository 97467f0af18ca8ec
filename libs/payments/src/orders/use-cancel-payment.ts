import { useCallback } from 'react';
import { shoppingsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { notify } from '@onair/ui';
import { useIdempotentSubmit } from '../shared/use-idempotent-submit';
import { useMoneyErrorText } from '../shared/use-money-error-text';

/** POST payments-cancel for an order, once per intended cancel; toasts the outcome. */
export function useCancelPayment() {
  const t = useT();
  const errorText = useMoneyErrorText();
  const [paymentsCancel] = shoppingsApi.usePaymentsCancelMutation();
  const send = useCallback(
    (key: string, orderId: string) => paymentsCancel({ 'Idempotency-Key': key, body: { orderId } }).unwrap(),
    [paymentsCancel],
  );
  // A refund takes the currency back out of the wallet (paymentsCancel invalidates it).
  const { submit, busy } = useIdempotentSubmit(send);
  const cancel = async (orderId: string) => {
    const outcome = await submit(orderId);
    if (!outcome) return false;
    if (outcome.ok) notify.success(t('payments.order.cancelled'));
    else notify.error(errorText(outcome.failure));
    return outcome.ok;
  };
  return { cancel, busy };
}
