import { useState } from 'react';
import type { shoppingsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button, ConfirmDialog } from '@onair/ui';
import { useCancelPayment } from '../orders/use-cancel-payment';
import { recalledCheckout } from '../shop/checkout-memory';
import { useGatewayHandoff } from '../shop/gateway-handoff';
import { shopPathFor } from '../shop/shop-query';
import { OrderFacts } from './OrderFacts';
import { ResultFrame } from './ResultFrame';
import { ResultLink } from './ResultLink';

/**
 * 0 pending / 1 requested: the buyer came back before paying. Continue at the gateway's page this
 * tab opened (or order again when it is not known here), or cancel the order.
 */
export function UnfinishedScreen({ payment }: { payment: shoppingsApi.Payment }) {
  const t = useT();
  const handoff = useGatewayHandoff();
  const { cancel, busy } = useCancelPayment();
  const [confirming, setConfirming] = useState(false);
  const checkoutUrl = recalledCheckout(payment.orderId);
  return (
    <ResultFrame
      tone="neutral"
      title={t('payments.result.unfinishedTitle')}
      actions={
        <>
          {checkoutUrl ? (
            <Button onClick={() => handoff(checkoutUrl)}>{t('payments.result.continuePaying')}</Button>
          ) : (
            <ResultLink to={shopPathFor(payment)} primary>
              {t('payments.result.orderAgain')}
            </ResultLink>
          )}
          <Button variant="secondary" loading={busy} onClick={() => setConfirming(true)}>
            {t('payments.order.cancel')}
          </Button>
        </>
      }
    >
      <p className="text-center text-muted">{t('payments.result.unfinishedText')}</p>
      <OrderFacts payment={payment} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void cancel(payment.orderId)}
        confirmText={t('payments.order.cancel')}
        cancelText={t('common.cancel')}
        title={t('common.notice')}
      >
        {t('payments.order.cancelConfirm')}
      </ConfirmDialog>
    </ResultFrame>
  );
}
