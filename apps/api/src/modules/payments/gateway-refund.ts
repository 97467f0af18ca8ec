import { PAYMENT_STATE, type BrandCode } from '@onair/contracts';
import type { PaymentRow } from '@onair/db';
import { paymentLotOf, type Ledger, type LedgerTx } from '@onair/ledger';
import { lockMemberDebt, nonZero } from '../../platform/ledger/member-debt';
import { paymentAccounts, settledBy } from './payment-accounts';
import type { PaymentStore } from './payment-store';
import { recordRefundReceipt } from './payment-receipts';

/**
 * The gateway refunded an approved payment: on its own (a signed CANCELED webhook), or because
 * finance staff refunded it from the console (by 'finance', after the gateway's cancel). The money
 * has gone back to the buyer whatever we think, so the payment is cancelled, exactly once (the
 * state move is conditional and the caller holds the payment row's lock).
 *
 * The wallet gives back what is left unused of the lot the purchase opened (lots are spent oldest
 * first, so that is exact), never going below zero; the rest,
 * currency the buyer already spent, is booked on the buyer's debt account, so the posting still
 * sums to zero and the gateway account shows the money as gone. A later purchase settles the debt
 * first (approvePayment). What the purchase had paid of an earlier debt is owed again.
 */
export async function refundFromGateway(
  tx: LedgerTx,
  ledger: Ledger,
  store: PaymentStore,
  payment: PaymentRow,
  source: string,
  by: 'gateway' | 'finance' = 'gateway',
) {
  const moved = await store.move(
    tx,
    payment.paymentId,
    PAYMENT_STATE.cancelled,
    source,
    { cancelledAt: new Date() },
    by === 'finance' ? 'refunded by finance' : 'refunded by the gateway',
  );
  if (!moved) return undefined;
  const accounts = paymentAccounts(payment);
  await lockMemberDebt(tx, payment.memberId);
  const credited = payment.quantity - (await settledBy(tx, payment));
  // Gifts from this wallet wait on its row from here on, so what is read can all be taken back.
  const held = await ledger.lockBalance(tx, accounts.wallet);
  const lot = await paymentLotOf(tx, payment.orderId);
  const unused = lot ? lot.remaining : credited;
  const takenBack = Math.max(0, Math.min(held, credited, unused));
  const owed = payment.quantity - takenBack;
  const { txId } = await ledger.post(tx, {
    brand: payment.brand as BrandCode,
    reason: 'refund',
    reference: `refund:${payment.orderId}`,
    memo: `refunded by ${by === 'finance' ? 'finance' : 'the gateway'}${owed > 0 ? `; ${owed} owed by the buyer` : ''}`,
    entries: nonZero([
      { account: accounts.wallet, amount: -takenBack },
      { account: accounts.debt, amount: -owed },
      { account: accounts.gateway, amount: payment.quantity },
    ]),
  });
  const refunded = await store.update(tx, payment.paymentId, { refundTxId: txId });
  await recordRefundReceipt(tx, refunded, by, { takenBack, owed });
  return refunded;
}
