import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import { taxWithholdings, withdrawals, type WithdrawalRow } from '@onair/db';
import type { Ledger, LedgerTx } from '@onair/ledger';
import { heldOf, receivedOf, systemAccount } from '../../../platform/ledger/accounts';
import { recordPayoutReceipt } from './payout-receipt';

type FinalState = 'cancelled' | 'completed' | 'rejected';

export type Settlement = {
  withdrawId: number;
  /** Who may settle it: the owner (cancel), an operator or finance staff of the brand (pay, reject). */
  scope: SQL | undefined;
  to: FinalState;
  /** The member who decided (the owner, or a user type O operator); null when staff decided. */
  decidedBy: number | null;
  decidedByStaffId?: number;
  note?: string | undefined;
  /**
   * The states it may be settled from: requested by default (a cancel, the operators' routes);
   * the console pays an approved one and rejects a requested or approved one.
   */
  from?: readonly WithdrawalRow['state'][];
  at?: Date;
};

/**
 * Moves a withdrawal to its final state and its hold off the held account: paid (completed), the
 * whole amount leaves as won to the brand's payout account (the net to the streamer's bank, the
 * withheld tax to the tax office) and the brand's fee, if any, to commission, and the tax withheld
 * is recorded with the member's receipt; cancelled or rejected, the hold goes back to the streamer's received luv.
 * The state moves by a conditional UPDATE, so of concurrent decisions exactly one finds the row
 * in a state it may leave; the others learn it is 'decided' and move nothing.
 */
export async function settleWithdrawal(tx: LedgerTx, ledger: Ledger, settlement: Settlement): Promise<WithdrawalRow | 'missing' | 'decided'> {
  const ours = and(eq(withdrawals.withdrawId, settlement.withdrawId), settlement.scope);
  const at = settlement.at ?? new Date();
  const [row] = await tx
    .update(withdrawals)
    .set({
      state: settlement.to,
      decidedBy: settlement.decidedBy,
      decidedByStaffId: settlement.decidedByStaffId ?? null,
      decidedAt: at,
      decisionNote: settlement.note ?? null,
    })
    .where(and(ours, inArray(withdrawals.state, [...(settlement.from ?? ['requested'])])))
    .returning();
  if (!row) {
    const [existing] = await tx.select({ state: withdrawals.state }).from(withdrawals).where(ours);
    return existing ? 'decided' : 'missing';
  }
  const brand = row.brand as BrandCode;
  const held = heldOf(row.memberId, brand);
  const entries =
    settlement.to === 'completed'
      ? [
          { account: held, amount: -row.amount },
          { account: systemAccount(brand, 'payout'), amount: row.amount - row.fee },
          ...(row.fee > 0 ? [{ account: systemAccount(brand, 'commission'), amount: row.fee }] : []),
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
  if (settlement.to === 'completed') {
    await tx.insert(taxWithholdings).values({
      withdrawId: row.withdrawId,
      memberId: row.memberId,
      brand,
      gross: row.amount,
      fee: row.fee,
      withheld: row.amount - row.fee - row.payout,
      net: row.payout,
      paidAt: at,
    });
    await recordPayoutReceipt(tx, row, at);
  }
  const [settled] = await tx.update(withdrawals).set({ settleTxId: txId }).where(eq(withdrawals.withdrawId, row.withdrawId)).returning();
  return settled ?? row;
}
