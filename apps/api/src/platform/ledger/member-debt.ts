import { sql } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import type { AccountRef, Ledger, LedgerReader, LedgerTx } from '@onair/ledger';
import { CURRENCY_ITEM, debtOf, walletOf } from './accounts';

/** An entry of a posting being built; the ledger refuses zero amounts. */
export type CreditEntry = { account: AccountRef; amount: number };

/** The ledger refuses entries of zero, and they would move nothing anyway. */
export function nonZero(entries: CreditEntry[]) {
  return entries.filter((entry) => entry.amount !== 0);
}

/**
 * Everything that reads or changes one member's debt takes turns until its transaction ends:
 * payment approvals, both kinds of payment refund, coupon use and exchange applies. Without it a
 * coupon and an approval could both read the same debt and both settle it. Gifts do not take this
 * lock; the wallet's own row lock orders them. It is taken after any lock on the thing credited
 * (a payment row, a coupon row, an exchange lock) and nothing is locked while holding it except
 * ledger rows, so it adds no lock cycle.
 */
export async function lockMemberDebt(tx: LedgerTx, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`money:debt:${memberId}`}, 0))`);
}

/** What the member owes of the item (0 or more). */
export async function owedBy(
  reader: LedgerReader,
  ledger: Ledger,
  memberId: number,
  brand: BrandCode,
  itemCode = CURRENCY_ITEM,
) {
  return Math.max(0, -(await ledger.balance(reader, debtOf(memberId, brand, itemCode))));
}

export type DebtFirstCredit = {
  /** What went to the debt instead of the wallet. */
  settled: number;
  /** The debt's and the wallet's side of the posting, zero entries left out. */
  entries: CreditEntry[];
  /** Says in the posting how much was settled; absent when nothing was. */
  memo?: string;
};

/**
 * The member's side of a credit of `quantity` of an item (a purchase approved, a coupon used, an
 * exchange applied): what the member owes of that item is paid first, up to the whole credit, and
 * the wallet gets the rest. Takes the member's debt lock, so call it inside the transaction that
 * posts the entries; the caller adds the other side (gateway, issuance) for `quantity`.
 */
export async function creditDebtFirst(
  tx: LedgerTx,
  ledger: Ledger,
  credit: { memberId: number; brand: BrandCode; itemCode: number; quantity: number },
): Promise<DebtFirstCredit> {
  const { memberId, brand, itemCode, quantity } = credit;
  await lockMemberDebt(tx, memberId);
  const settled = Math.min(await owedBy(tx, ledger, memberId, brand, itemCode), quantity);
  return {
    settled,
    entries: nonZero([
      { account: debtOf(memberId, brand, itemCode), amount: settled },
      { account: walletOf(memberId, brand, itemCode), amount: quantity - settled },
    ]),
    ...(settled > 0 ? { memo: `settled ${settled} owed` } : {}),
  };
}
