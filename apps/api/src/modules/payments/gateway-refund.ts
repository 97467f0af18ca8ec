import { PAYMENT_STATE, type BrandCode } from '@onair/contracts';
import type { PaymentRow } from '@onair/db';
import type { Ledger, LedgerTx } from '@onair/ledger';
import { lockMemberDebt, nonZero } from '../../platform/ledger/member-debt';
import { paymentAccounts, settledBy } from './payment-accounts';
import type { PaymentStore } from './payment-store';

/**
 * The gateway itself refunded an approved payment (a signed CANCELED webhook): the money has gone
 * back to the buyer whatever we think, so the payment is cancelled, exactly once (the state move
 * is conditional and the caller holds the payment row's lock).
 *
 * The wallet gives back what it still holds of the purchase, never going below zero; the rest,
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
) {
  const moved = await store.move(
    tx,
    payment.paymentId,
    PAYMENT_STATE.cancelled,
    source,
    { cancelledAt: new Date() },
    'refunded by the gateway',
  );
  if (!moved) return undefined;
  const accounts = paymentAccounts(payment);
  await lockMemberDebt(tx, payment.memberId);
  const credited = payment.quantity - (await settledBy(tx, payment));
  // Gifts from this wallet wait on its row from here on, so what is read can all be taken back.
  const held = await ledger.lockBalance(tx, accounts.wallet);
  const takenBack = Math.max(0, Math.min(held, credited));
  const owed = payment.quantity - takenBack;
  const { txId } = await ledger.post(tx, {
    brand: payment.brand as BrandCode,
    reason: 'refund',
    reference: `refund:${payment.orderId}`,
    memo: owed > 0 ? `refunded by the gateway; ${owed} owed by the buyer` : 'refunded by the gateway',
    entries: nonZero([
      { account: accounts.wallet, amount: -takenBack },
      { account: accounts.debt, amount: -owed },
      { account: accounts.gateway, amount: payment.quantity },
    ]),
  });
  return store.update(tx, payment.paymentId, { refundTxId: txId });
}
