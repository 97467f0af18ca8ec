import { useCallback, useState } from 'react';
import { shoppingsApi } from '@onair/api-client';
import type { PaymentMethod } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { notify } from '@onair/ui';
import { useIdempotentSubmit } from '../shared/use-idempotent-submit';
import { useMoneyErrorText } from '../shared/use-money-error-text';
import { isWebUrl, rememberCheckout } from './checkout-memory';
import { useGatewayHandoff } from './gateway-handoff';

export type Order = { kind: 'luv' | 'flax'; productCode: string; method: PaymentMethod };

/**
 * Places an order (POST luv/payments or flax/payments) and hands the buyer to the gateway's page.
 * One Idempotency-Key per order: a retry after a lost answer reuses it, so it never opens two.
 */
export function useCheckout() {
  const t = useT();
  const errorText = useMoneyErrorText();
  const handoff = useGatewayHandoff();
  const [luvPayment] = shoppingsApi.useLuvPaymentMutation();
  const [flaxPayment] = shoppingsApi.useFlaxPaymentMutation();
  const [leaving, setLeaving] = useState(false);
  const send = useCallback(
    (key: string, { kind, productCode, method }: Order) =>
      (kind === 'luv' ? luvPayment : flaxPayment)({ 'Idempotency-Key': key, body: { productCode, method } }).unwrap(),
    [luvPayment, flaxPayment],
  );
  const { submit, busy } = useIdempotentSubmit(send);

  const checkout = async (order: Order) => {
    const outcome = await submit(order);
    if (!outcome) return;
    if (!outcome.ok) {
      notify.error(errorText(outcome.failure));
      return;
    }
    const { payment, checkoutUrl } = outcome.data;
    if (!isWebUrl(checkoutUrl)) {
      notify.error(t('payments.error.gatewayUnavailable'));
      return;
    }
    rememberCheckout(payment.orderId, checkoutUrl);
    setLeaving(true);
    handoff(checkoutUrl);
  };

  return { checkout, busy: busy || leaving };
}
