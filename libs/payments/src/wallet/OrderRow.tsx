import { useState } from 'react';
import { Link } from 'react-router';
import type { shoppingsApi } from '@onair/api-client';
import { PAYMENT_STATE } from '@onair/contracts';
import { useFormatDateTime, useT } from '@onair/i18n';
import { Button, ConfirmDialog } from '@onair/ui';
import { PAYMENT_PATHS } from '../nav/paths';
import { isCancellable } from '../orders/cancellable';
import { useCancelPayment } from '../orders/use-cancel-payment';
import { packageName } from '../shared/item-label';
import { ListRow } from '../shared/ListRow';
import { PAYMENT_STATE_KEYS } from '../shared/payment-states';
import { useMoney } from '../shared/use-money';
import { METHOD_LABEL_KEYS } from '../shop/payment-methods';

/** One order: package, price, method, state, a link to its result page, and 취소 where the API allows it. */
export function OrderRow({ payment }: { payment: shoppingsApi.Payment }) {
  const t = useT();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const { cancel, busy } = useCancelPayment();
  const [confirming, setConfirming] = useState(false);
  const name = packageName(t, money, payment.itemCode, payment.quantity);
  return (
    <ListRow
      title={
        <Link
          to={`${PAYMENT_PATHS.paymentResult}?orderId=${encodeURIComponent(payment.orderId)}`}
          className="hover:underline"
        >
          {name}
        </Link>
      }
      detail={[formatDateTime(payment.createdAt), t(METHOD_LABEL_KEYS[payment.method]), money.won(payment.price)].join(
        ' · ',
      )}
      figure={
        <span className="rounded bg-surface-raised px-2 py-0.5 text-xs font-semibold">
          {t(PAYMENT_STATE_KEYS[payment.state] ?? 'payments.state.unknown')}
        </span>
      }
      action={
        isCancellable(payment.state) && (
          <>
            <Button
              variant="secondary"
              size="sm"
              loading={busy}
              onClick={() => setConfirming(true)}
              aria-label={t('payments.order.cancelNamed', { name })}
            >
              {t('payments.order.cancel')}
            </Button>
            <ConfirmDialog
              open={confirming}
              onClose={() => setConfirming(false)}
              onConfirm={() => void cancel(payment.orderId)}
              confirmText={t('payments.order.cancel')}
              cancelText={t('common.cancel')}
              title={t('common.notice')}
            >
              {payment.state === PAYMENT_STATE.approved
                ? t('payments.order.refundConfirm', { name })
                : t('payments.order.cancelConfirm')}
            </ConfirmDialog>
          </>
        )
      }
    />
  );
}
