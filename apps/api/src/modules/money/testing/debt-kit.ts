import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '@onair/db';
import { CURRENCY_ITEM, debtOf, walletOf } from '../../../platform/ledger/accounts';
import { balanceOf, type MoneyApi, type TestMember } from './money-test-kit';

/**
 * The member owes `amount` of the item, as after a gateway refund of currency they had spent
 * (debt −amount, gateway +amount: the posting refundFromGateway makes when the wallet is empty).
 */
export async function owe(api: MoneyApi, member: TestMember, amount: number, itemCode = CURRENCY_ITEM) {
  await api.ledger.transaction((tx) =>
    api.ledger.post(tx, {
      brand: member.brand,
      reason: 'refund',
      reference: `refund:test-${randomUUID().slice(0, 8)}`,
      entries: [
        { account: debtOf(member.memberId, member.brand, itemCode), amount: -amount },
        { account: { system: member.brand, kind: 'gateway', itemCode }, amount },
      ],
    }),
  );
}

/** What the member owes of the item, 0 or more. */
export const owedOf = async (api: MoneyApi, member: TestMember, itemCode = CURRENCY_ITEM) =>
  0 - (await balanceOf(api, debtOf(member.memberId, member.brand, itemCode)));

export const walletBalance = (api: MoneyApi, member: TestMember, itemCode = CURRENCY_ITEM) =>
  balanceOf(api, walletOf(member.memberId, member.brand, itemCode));

/** The postings with this reference: how many, their memos, and the sum by account kind and item. */
export async function postingsOf(api: MoneyApi, reference: string) {
  const rows = await api.database.db
    .select({
      txId: ledgerTransactions.txId,
      memo: ledgerTransactions.memo,
      kind: ledgerAccounts.kind,
      itemCode: ledgerAccounts.itemCode,
      amount: ledgerEntries.amount,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.txId, ledgerTransactions.txId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.reference, reference));
  const byAccount: Record<string, number> = {};
  for (const row of rows) {
    const key = `${row.kind}:${row.itemCode}`;
    byAccount[key] = (byAccount[key] ?? 0) + Number(row.amount);
  }
  const memos = [...new Map(rows.map((row) => [row.txId, row.memo])).values()];
  return { count: memos.length, memos, entries: byAccount };
}
