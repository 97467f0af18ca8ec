import { and, eq, type SQL } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import { withdrawals, type WithdrawalRow } from '@onair/db';
import type { Ledger, LedgerTx } from '@onair/ledger';
import { heldOf, receivedOf, systemAccount } from '../../../platform/ledger/accounts';
import { payoutOf } from './withdrawal-view';

export type Settlement = {
  withdrawId: number;
  /** Who may settle it: the owner (cancel) or an operator of the brand (complete, reject). */
  scope: SQL | undefined;
  to: 'cancelled' | 'completed' | 'rejected';
  decidedBy: number;
  note?: string | undefined;
};

/**
 * Moves a requested withdrawal to its final state and its hold off the held account: to a payout
 * (and the fee to commission) when completed, back to the streamer's received luv otherwise.
 * The state moves by a conditional UPDATE, so of two concurrent decisions exactly one finds the
 * row still requested; the other learns it is 'decided' and moves nothing.
 */
export async function settleWithdrawal(tx: LedgerTx, ledger: Ledger, settlement: Settlement): Promise<WithdrawalRow | 'missing' | 'decided'> {
  const ours = and(eq(withdrawals.withdrawId, settlement.withdrawId), settlement.scope);
  const [row] = await tx
    .update(withdrawals)
    .set({ state: settlement.to, decidedBy: settlement.decidedBy, decidedAt: new Date(), decisionNote: settlement.note ?? null })
    .where(and(ours, eq(withdrawals.state, 'requested')))
    .returning();
  if (!row) {
    const [existing] = await tx.select({ state: withdrawals.state }).from(withdrawals).where(ours);
    return existing ? 'decided' : 'missing';
  }
  const brand = row.brand as BrandCode;
  const held = heldOf(row.memberId, brand);
  const { payout, fee } = payoutOf(row.amount);
  const entries =
    settlement.to === 'completed'
      ? [
          { account: held, amount: -row.amount },
          { account: systemAccount(brand, 'payout'), amount: payout },
          ...(fee > 0 ? [{ account: systemAccount(brand, 'commission'), amount: fee }] : []),
        ]
      : [
          { account: held, amount: -row.amount },
          { account: receivedOf(row.memberId, brand), amount: row.amount },
        ];
  const { txId } = await ledger.post(tx, {
    brand,
    reason: 'withdrawal',
    reference: `withdrawal:${row.withdrawId}`,
    memo: settlement.to,
    entries,
  });
  const [settled] = await tx.update(withdrawals).set({ settleTxId: txId }).where(eq(withdrawals.withdrawId, row.withdrawId)).returning();
  return settled ?? row;
}
