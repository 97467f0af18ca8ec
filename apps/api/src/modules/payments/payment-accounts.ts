import { and, eq, sql } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import { ledgerAccounts, ledgerEntries, type PaymentRow } from '@onair/db';
import { accountKeyOf, type AccountRef, type LedgerTx } from '@onair/ledger';
import { debtOf, walletOf } from '../../platform/ledger/accounts';

/**
 * The accounts a payment moves: the brand's gateway clearing account, the buyer's wallet, and the
 * buyer's debt (minus what the buyer owes after the gateway refunded currency already spent).
 */
export function paymentAccounts(payment: PaymentRow) {
  const brand = payment.brand as BrandCode;
  const { memberId, itemCode } = payment;
  return {
    gateway: { system: brand, kind: 'gateway', itemCode },
    wallet: walletOf(memberId, brand, itemCode),
    debt: debtOf(memberId, brand, itemCode),
  } satisfies Record<string, AccountRef>;
}

/** What the payment's credit paid towards the buyer's debt instead of the wallet (0 when none). */
export async function settledBy(tx: LedgerTx, payment: PaymentRow): Promise<number> {
  if (!payment.creditTxId) return 0;
  const [row] = await tx
    .select({ amount: sql<string | number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerEntries.txId, payment.creditTxId),
        eq(ledgerAccounts.accountKey, accountKeyOf(paymentAccounts(payment).debt)),
      ),
    );
  return Number(row?.amount ?? 0);
}
