import { getBrand } from '@onair/brand';
import type { PaymentRow } from '@onair/db';
import { paymentLotOf, type LedgerTx } from '@onair/ledger';
import { recordReceipt } from '../wallet-rights/index';
import { orderName } from './order-name';
import { withdrawableUntil } from './withdrawal-window';

function orderFacts(payment: PaymentRow) {
  return {
    orderId: payment.orderId,
    orderName: orderName(payment.itemCode, payment.quantity, getBrand(payment.brand).currency.ko),
    itemCode: payment.itemCode,
    quantity: payment.quantity,
    priceWon: payment.price,
    method: payment.method,
  };
}

/**
 * The receipt of an approved payment, in the approval's transaction: what was bought, for how
 * much, the last day of 청약철회 and the validity of the lot it opened.
 */
export async function recordPaymentReceipt(tx: LedgerTx, approved: PaymentRow) {
  const lot = await paymentLotOf(tx, approved.orderId);
  await recordReceipt(tx, {
    memberId: approved.memberId,
    brand: approved.brand,
    reference: `payment:${approved.orderId}`,
    amountWon: approved.price,
    detail: {
      kind: 'payment',
      ...orderFacts(approved),
      at: (approved.approvedAt ?? new Date()).toISOString(),
      withdrawableUntil: withdrawableUntil(approved)?.toISOString() ?? null,
      validUntil: lot?.expiresAt.toISOString() ?? null,
    },
  });
}

/** The receipt of a refund, in the refund's transaction: who refunded, what was taken back and what is owed. */
export async function recordRefundReceipt(
  tx: LedgerTx,
  refunded: PaymentRow,
  by: 'member' | 'finance' | 'gateway',
  moved: { takenBack: number; owed: number },
) {
  await recordReceipt(tx, {
    memberId: refunded.memberId,
    brand: refunded.brand,
    reference: `refund:${refunded.orderId}`,
    amountWon: refunded.price,
    detail: { kind: 'refund', ...orderFacts(refunded), at: (refunded.cancelledAt ?? new Date()).toISOString(), by, ...moved },
  });
}
