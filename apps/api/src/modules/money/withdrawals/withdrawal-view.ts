import { WITHDRAWAL_RULES, type WITHDRAWAL_STATES } from '@onair/contracts';
import type { WithdrawalRow } from '@onair/db';

export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** Only the last four digits of an account number ever leave the server. */
export function maskAccount(account: string): string {
  const shown = account.slice(-4);
  return '*'.repeat(Math.max(0, account.length - shown.length)) + shown;
}

/**
 * Won paid out for a withdrawal of amount (one won per unit): the fee is rounded half up, in whole
 * per-mille so that 3.3 % is computed in integers and never lands a float a hair off x.5.
 */
export function payoutOf(amount: number): { payout: number; fee: number } {
  const perMille = Math.round(WITHDRAWAL_RULES.feePercent * 10);
  const fee = Math.floor((amount * perMille + 500) / 1000);
  return { payout: amount - fee, fee };
}

export function withdrawalView(row: WithdrawalRow) {
  return {
    withdrawId: Number(row.withdrawId),
    amount: row.amount,
    payout: row.payout,
    state: row.state as WithdrawalState,
    bankCode: row.bankCode,
    bankAccount: maskAccount(row.bankAccount),
    bankHolderName: row.bankHolderName,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  };
}
