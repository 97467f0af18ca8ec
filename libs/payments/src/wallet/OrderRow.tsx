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

/**
 * 청약철회 is offered on an approved order until its deadline while none of what it bought is used
 * (the API's own rule; it refuses anything else).
 */
function isWithdrawable(payment: shoppingsApi.Payment, now = Date.now()) {
  return (
    payment.state === PAYMENT_STATE.approved &&
    payment.withdrawableUntil !== null &&
    now <= new Date(payment.withdrawableUntil).getTime() &&
    payment.unusedQuantity === payment.quantity
  );
}

/**
 * One order: package, price, method, state, a link to its result page, 취소 of an unfinished one,
 * and 청약철회 of an approved one within its period while unused.
 */
export function OrderRow({ payment }: { payment: shoppingsApi.Payment }) {
  const t = useT();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const { cancel, busy } = useCancelPayment();
  const [confirming, setConfirming] = useState(false);
  const name = packageName(t, money, payment.itemCode, payment.quantity);
  const approved = payment.state === PAYMENT_STATE.approved;
  const withdrawable = isWithdrawable(payment);
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
      detail={[
        formatDateTime(payment.createdAt),
        t(METHOD_LABEL_KEYS[payment.method]),
        money.won(payment.price),
        ...(withdrawable && payment.withdrawableUntil
          ? [t('payments.order.withdrawableUntil', { date: formatDateTime(payment.withdrawableUntil) })]
          : []),
      ].join(' · ')}
      figure={
        <span className="rounded bg-surface-raised px-2 py-0.5 text-xs font-semibold">
          {t(PAYMENT_STATE_KEYS[payment.state] ?? 'payments.state.unknown')}
        </span>
      }
      action={
        (approved ? withdrawable : isCancellable(payment.state)) && (
          <>
            <Button
              variant="secondary"
              size="sm"
              loading={busy}
              onClick={() => setConfirming(true)}
              aria-label={approved ? t('payments.order.withdrawNamed', { name }) : t('payments.order.cancelNamed', { name })}
            >
              {approved ? t('payments.order.withdraw') : t('payments.order.cancel')}
            </Button>
            <ConfirmDialog
              open={confirming}
              onClose={() => setConfirming(false)}
              onConfirm={() => void cancel(payment.orderId)}
              confirmText={approved ? t('payments.order.withdraw') : t('payments.order.cancel')}
              cancelText={t('common.cancel')}
              title={t('common.notice')}
            >
              {approved
                ? t('payments.order.withdrawConfirm', { name, currency: money.currency })
                : t('payments.order.cancelConfirm')}
            </ConfirmDialog>
          </>
        )
      }
    />
  );
}
