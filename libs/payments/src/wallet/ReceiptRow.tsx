import type { shoppingsApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { ListRow } from '../shared/ListRow';
import { useMoney } from '../shared/use-money';

type Receipt = shoppingsApi.ShoppingReceiptsApiResponse['items'][number];

const TITLE_KEYS = {
  payment: 'payments.receipt.payment',
  refund: 'payments.receipt.refund',
  payout: 'payments.receipt.payout',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/** One receipt: its kind, order and amount with VAT, the rights it states, and whether it went by text. */
export function ReceiptRow({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const { detail } = receipt;
  const lines = [
    detail['orderId'] ? t('payments.receipt.orderId', { orderId: text(detail['orderId']) }) : null,
    formatDateTime(receipt.createdAt),
    receipt.kind === 'payment' && detail['withdrawableUntil']
      ? t('payments.receipt.withdrawableUntil', { date: formatDateTime(text(detail['withdrawableUntil'])) })
      : null,
    receipt.kind === 'payment' && detail['validUntil']
      ? t('payments.receipt.validUntil', { date: formatDateTime(text(detail['validUntil'])) })
      : null,
    receipt.kind === 'refund'
      ? t('payments.receipt.takenBack', { takenBack: count(detail['takenBack']), owed: count(detail['owed']) })
      : null,
    receipt.channel === 'sms' ? t('payments.receipt.sentBySms') : t('payments.receipt.walletOnly'),
  ].filter((line): line is string => line !== null);
  return (
    <ListRow
      title={`${t(TITLE_KEYS[receipt.kind])} · ${text(detail['orderName'])}`}
      detail={lines.join(' · ')}
      figure={<span className="font-semibold">{t('payments.receipt.amountWithVat', { amount: money.won(receipt.amountWon) })}</span>}
    />
  );
}
