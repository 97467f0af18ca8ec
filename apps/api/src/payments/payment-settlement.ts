import { PAYMENT_STATE, type BrandCode } from '@onair/contracts';
import type { PaymentRow } from '@onair/db';
import type { Ledger, LedgerTx } from '@onair/ledger';
import type { PaymentStore } from './payment-store';

/**
 * Approval credits what was bought exactly once: the state move and the ledger posting are one
 * transaction, and the move only happens from a state before approval, so a webhook delivered
 * twice, a late webhook and the browser's return racing each other credit once between them.
 */
export async function approvePayment(
  tx: LedgerTx,
  ledger: Ledger,
  store: PaymentStore,
  payment: PaymentRow,
  source: string,
) {
  const moved = await store.move(tx, payment.paymentId, PAYMENT_STATE.approved, source, { approvedAt: new Date() });
  if (!moved) return undefined;
  const brand = payment.brand as BrandCode;
  const { txId } = await ledger.post(tx, {
    brand,
    reason: 'payment',
    reference: `payment:${payment.orderId}`,
    entries: [
      { account: { system: brand, kind: 'gateway', itemCode: payment.itemCode }, amount: -payment.quantity },
      {
        account: { member: payment.memberId, brand, kind: 'wallet', itemCode: payment.itemCode },
        amount: payment.quantity,
      },
    ],
  });
  return store.update(tx, payment.paymentId, { creditTxId: txId });
}

/**
 * A refund takes back what the payment credited; the ledger refuses (InsufficientBalance) when the
 * member has already spent part of it, and then nothing is refunded.
 */
export async function refundPayment(
  tx: LedgerTx,
  ledger: Ledger,
  store: PaymentStore,
  payment: PaymentRow,
  source: string,
) {
  const moved = await store.move(tx, payment.paymentId, PAYMENT_STATE.cancelled, source, { cancelledAt: new Date() });
  if (!moved) return undefined;
  const brand = payment.brand as BrandCode;
  const { txId } = await ledger.post(tx, {
    brand,
    reason: 'refund',
    reference: `refund:${payment.orderId}`,
    entries: [
      {
        account: { member: payment.memberId, brand, kind: 'wallet', itemCode: payment.itemCode },
        amount: -payment.quantity,
      },
      { account: { system: brand, kind: 'gateway', itemCode: payment.itemCode }, amount: payment.quantity },
    ],
  });
  return store.update(tx, payment.paymentId, { refundTxId: txId });
}
