import { useCallback, useState } from 'react';
import { shoppingsApi } from '@onair/api-client';
import type { PaymentMethod } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useIdempotentSubmit } from '../shared/use-idempotent-submit';
import { useMoneyErrorText } from '../shared/use-money-error-text';
import { isWebUrl, rememberCheckout } from './checkout-memory';
import { useGatewayHandoff } from './gateway-handoff';

export type Order = { kind: 'luv' | 'flax'; productCode: string; method: PaymentMethod; password: string };

/** Why an order was not opened, for the confirm step to show where it belongs. */
export type CheckoutRefusal = { field: 'password' | null; text: string };

/**
 * Places an order (POST luv/payments or flax/payments, the password entered again) and hands the
 * buyer to the gateway's page. One Idempotency-Key per order: a retry after a lost answer reuses
 * it, so it never opens two. Answers the refusal, if any: a wrong password belongs to its field.
 */
export function useCheckout() {
  const t = useT();
  const errorText = useMoneyErrorText();
  const handoff = useGatewayHandoff();
  const [luvPayment] = shoppingsApi.useLuvPaymentMutation();
  const [flaxPayment] = shoppingsApi.useFlaxPaymentMutation();
  const [leaving, setLeaving] = useState(false);
  const send = useCallback(
    (key: string, { kind, productCode, method, password }: Order) =>
      (kind === 'luv' ? luvPayment : flaxPayment)({
        'Idempotency-Key': key,
        body: { productCode, method, password },
      }).unwrap(),
    [luvPayment, flaxPayment],
  );
  const { submit, busy } = useIdempotentSubmit(send);

  const checkout = async (order: Order): Promise<CheckoutRefusal | null> => {
    const outcome = await submit(order);
    if (!outcome) return null;
    if (!outcome.ok) {
      // The only field the buyer types here is the password: a 400 naming a field is about it.
      const field = outcome.failure.status === 400 && outcome.failure.code === 'VALIDATION_ERROR' ? 'password' : null;
      return { field, text: errorText(outcome.failure) };
    }
    const { payment, checkoutUrl } = outcome.data;
    if (!isWebUrl(checkoutUrl)) return { field: null, text: t('payments.error.gatewayUnavailable') };
    rememberCheckout(payment.orderId, checkoutUrl);
    setLeaving(true);
    handoff(checkoutUrl);
    return null;
  };

  return { checkout, busy: busy || leaving };
}
