import { PAYMENT_STATE, type BrandCode } from '@onair/contracts';
import type { PaymentRow } from '@onair/db';
import type { Ledger, LedgerTx } from '@onair/ledger';
import { creditDebtFirst, lockMemberDebt, nonZero } from '../../platform/ledger/member-debt';
import { paymentAccounts, settledBy } from './payment-accounts';
import type { PaymentStore } from './payment-store';

/**
 * Approval credits what was bought exactly once: the state move and the ledger posting are one
 * transaction, and the move only happens from a state before approval, so a webhook delivered
 * twice, a late webhook and the browser's return racing each other credit once between them.
 *
 * A buyer who owes (the gateway once refunded currency they had already spent) pays that debt
 * first: the purchase settles up to the whole debt and the wallet gets the rest (creditDebtFirst,
 * shared with coupons and exchange events).
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
  const { memberId, itemCode, quantity } = payment;
  const credit = await creditDebtFirst(tx, ledger, { memberId, brand, itemCode, quantity });
  const { txId } = await ledger.post(tx, {
    brand,
    reason: 'payment',
    reference: `payment:${payment.orderId}`,
    ...(credit.memo ? { memo: credit.memo } : {}),
    entries: [{ account: paymentAccounts(payment).gateway, amount: -payment.quantity }, ...credit.entries],
  });
  return store.update(tx, payment.paymentId, { creditTxId: txId });
}

/**
 * The buyer's own cancel: takes back the whole of what the payment put in the wallet, and books
 * again as owed what it paid of an earlier debt. The ledger refuses (InsufficientBalance) when the
 * buyer has already spent part of it, and then nothing is refunded.
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
  const accounts = paymentAccounts(payment);
  await lockMemberDebt(tx, payment.memberId);
  const settled = await settledBy(tx, payment);
  const { txId } = await ledger.post(tx, {
    brand: payment.brand as BrandCode,
    reason: 'refund',
    reference: `refund:${payment.orderId}`,
    entries: nonZero([
      { account: accounts.wallet, amount: -(payment.quantity - settled) },
      { account: accounts.debt, amount: -settled },
      { account: accounts.gateway, amount: payment.quantity },
    ]),
  });
  return store.update(tx, payment.paymentId, { refundTxId: txId });
}
