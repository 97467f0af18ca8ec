import { WITHDRAWAL_RULES, type WITHDRAWAL_STATES } from '@onair/contracts';
import type { WithdrawalRow } from '@onair/db';

export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** Only the last four digits of an account number ever leave the server. */
export function maskAccount(account: string): string {
  const shown = account.slice(-4);
  return '*'.repeat(Math.max(0, account.length - shown.length)) + shown;
}

/**
 * How a withdrawal of amount (one won per unit) is paid: the brand's fee (withdrawalFeePercent,
 * rounded down), the income tax withheld (WITHDRAWAL_RULES.feePercent, 3.3 % of the amount, rounded
 * half up in whole per-mille so it is never a float a hair off x.5), and the rest to the account.
 * payout is that rest; fee is kept for callers that read the old shape (fee + withheld).
 */
export function payoutOf(amount: number, feePercent = 0): { payout: number; fee: number; platformFee: number; withheld: number } {
  const perMille = Math.round(WITHDRAWAL_RULES.feePercent * 10);
  const withheld = Math.floor((amount * perMille + 500) / 1000);
  const platformFee = Math.floor((amount * Math.round(feePercent * 10)) / 1000);
  return { payout: amount - withheld - platformFee, fee: withheld + platformFee, platformFee, withheld };
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
