import { BANKS } from '@onair/contracts';
import type { WithdrawalRow } from '@onair/db';
import type { LedgerTx } from '@onair/ledger';
import { recordReceipt } from '../../wallet-rights/index';

/**
 * The receipt of a paid withdrawal, in the transaction that pays it: what was asked for, what the
 * fee and the tax withheld took, what reaches which account (masked to its last four digits).
 */
export async function recordPayoutReceipt(tx: LedgerTx, paid: WithdrawalRow, at: Date) {
  await recordReceipt(tx, {
    memberId: paid.memberId,
    brand: paid.brand,
    reference: `payout:${paid.withdrawId}`,
    amountWon: paid.payout,
    detail: {
      kind: 'payout',
      reference: String(paid.withdrawId),
      at: at.toISOString(),
      grossWon: paid.amount,
      feeWon: paid.amount - paid.payout,
      netWon: paid.payout,
      bank: BANKS.find((bank) => bank.code === paid.bankCode)?.name ?? paid.bankCode,
      accountLast4: paid.bankAccount.slice(-4),
    },
  });
}
