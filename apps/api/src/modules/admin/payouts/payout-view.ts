import type { PayoutBatch, PayoutWithdrawal, StaffRole } from '@onair/contracts';
import type { WithdrawalRow } from '@onair/db';
import { maskAccount } from '../../money/index';

/** Who sees account numbers, holders and verified names in full: the people who pay them out. */
export const UNMASKED_ROLES: readonly StaffRole[] = ['super-admin', 'finance'];

export const seesAccounts = (role: string) => (UNMASKED_ROLES as readonly string[]).includes(role);

/** 홍길동 → 홍*동, 김철 → 김*: the first and (for three letters or more) the last letter stay. */
export function maskName(name: string): string {
  const letters = [...name];
  if (letters.length <= 1) return '*';
  if (letters.length === 2) return `${letters[0]}*`;
  return letters[0] + '*'.repeat(letters.length - 2) + letters[letters.length - 1];
}

export type QueueRow = { row: WithdrawalRow; loginId: string; nickname: string; verifiedName: string | null };

export function payoutWithdrawalView({ row, loginId, nickname, verifiedName }: QueueRow, role: string): PayoutWithdrawal {
  const unmasked = seesAccounts(role);
  return {
    withdrawId: row.withdrawId,
    member: {
      memberId: row.memberId,
      loginId,
      nickname,
      verifiedName: verifiedName === null ? null : unmasked ? verifiedName : maskName(verifiedName),
    },
    amount: row.amount,
    fee: row.fee,
    withheld: row.amount - row.fee - row.payout,
    net: row.payout,
    state: row.state as PayoutWithdrawal['state'],
    bankCode: row.bankCode,
    bankAccount: unmasked ? row.bankAccount : maskAccount(row.bankAccount),
    bankHolderName: unmasked ? row.bankHolderName : maskName(row.bankHolderName),
    unmasked,
    batchId: row.batchId,
    requestedAt: row.requestedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  };
}

export type BatchRow = {
  batchId: number;
  state: string;
  createdAt: Date;
  exportedAt: Date | null;
  paidAt: Date | null;
};
export type BatchTotals = { count: number; amount: number; fee: number; net: number };

export function payoutBatchView(batch: BatchRow, totals: BatchTotals): PayoutBatch {
  return {
    batchId: batch.batchId,
    state: batch.state as PayoutBatch['state'],
    count: totals.count,
    amount: totals.amount,
    fee: totals.fee,
    withheld: totals.amount - totals.fee - totals.net,
    net: totals.net,
    createdAt: batch.createdAt.toISOString(),
    exportedAt: batch.exportedAt?.toISOString() ?? null,
    paidAt: batch.paidAt?.toISOString() ?? null,
  };
}
