import { PAYMENT_STATE, type BrandCode } from '@onair/contracts';
import type { PaymentRow } from '@onair/db';
import { InsufficientBalance, paymentLotOf, type Ledger, type LedgerTx } from '@onair/ledger';
import { creditDebtFirst, lockMemberDebt, nonZero } from '../../platform/ledger/member-debt';
import { paymentAccounts, settledBy } from './payment-accounts';
import type { PaymentStore } from './payment-store';
import { recordPaymentReceipt, recordRefundReceipt } from './payment-receipts';

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
  const approved = await store.update(tx, payment.paymentId, { creditTxId: txId });
  await recordPaymentReceipt(tx, approved);
  return approved;
}

/**
 * The buyer's own cancel (청약철회): takes back the whole of what the payment put in the wallet, and
 * books again as owed what it paid of an earlier debt. Refused (InsufficientBalance) when any of
 * the lot the payment opened has been used, whatever else the wallet holds: lots are spent oldest
 * first, so that is exactly "used". Then nothing is refunded.
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
  // Under the wallet's row lock, which every spend from it takes first, the lot cannot change.
  await ledger.lockBalance(tx, accounts.wallet);
  const lot = await paymentLotOf(tx, payment.orderId);
  if (lot && lot.remaining < lot.quantity) throw new InsufficientBalance(accounts.wallet, lot.quantity, lot.remaining);
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
  const refunded = await store.update(tx, payment.paymentId, { refundTxId: txId });
  await recordRefundReceipt(tx, refunded, 'member', { takenBack: payment.quantity - settled, owed: settled });
  return refunded;
}
