import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, withdrawals, type Database } from '@onair/db';
import { CURRENCY_ITEM } from '../../../platform/ledger/accounts';
import { offsetOf, pageOf } from '../paging';

/** The id in a reference such as gift:15 or subscription:3:2026-11 (the second part). */
const referencedId = sql`nullif(split_part(${ledgerTransactions.reference}, ':', 2), '')::bigint`;

/**
 * The channel a movement went to, by its reference: a gift, an item used in a channel, a
 * subscription. Looked up by primary key, only for the page's rows.
 */
const channelOfMovement = sql<string | null>`case ${ledgerTransactions.reason}
  when 'gift' then (select c.name from gifts g join channels c on c.channel_id = g.channel_id where g.gift_id = ${referencedId})
  when 'item_use' then (select c.name from item_uses u join channels c on c.channel_id = u.channel_id where u.use_id = ${referencedId})
  when 'subscription' then (select c.name from subscriptions s join channels c on c.channel_id = s.channel_id where s.subscription_id = ${referencedId})
end`;

/** Every entry of the member's wallets (currency and items alike), newest first, with the channel it went to. */
export async function walletHistory(db: Database, memberId: number, paging: { page: number; size: number }) {
  const ofMemberWallets = and(eq(ledgerAccounts.ownerMemberId, memberId), eq(ledgerAccounts.kind, 'wallet'));
  const rows = await db
    .select({
      txId: ledgerEntries.txId,
      reason: ledgerTransactions.reason,
      reference: ledgerTransactions.reference,
      itemCode: ledgerEntries.itemCode,
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
      channelName: channelOfMovement,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.txId, ledgerEntries.txId))
    .where(ofMemberWallets)
    .orderBy(desc(ledgerEntries.entryId))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const [total] = await db
    .select({ value: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerEntries.accountId))
    .where(ofMemberWallets);
  const items = rows.map((row) => ({
    ...row,
    txId: Number(row.txId),
    amount: Number(row.amount),
    createdAt: row.createdAt.toISOString(),
  }));
  return pageOf(items, paging, total?.value ?? 0);
}

const sumWhere = (condition: ReturnType<typeof sql>) =>
  sql<string | number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${condition}), 0)`;

/**
 * The member's currency in four totals, read from the ledger itself: bought (payments less
 * refunds), sent as gifts, received by their channel (gifts and subscriptions), and spent
 * (subscriptions, item uses and purchases, exchanges).
 */
export async function currencySums(db: Database, memberId: number) {
  const wallet = sql`${ledgerAccounts.kind} = 'wallet'`;
  const [row] = await db
    .select({
      purchased: sumWhere(sql`${wallet} and ${ledgerTransactions.reason} in ('payment', 'refund')`),
      sent: sumWhere(sql`${wallet} and ${ledgerTransactions.reason} = 'gift'`),
      received: sumWhere(
        sql`${ledgerAccounts.kind} = 'received' and ${ledgerEntries.amount} > 0 and ${ledgerTransactions.reason} in ('gift', 'subscription')`,
      ),
      used: sumWhere(
        sql`${wallet} and ${ledgerEntries.amount} < 0 and ${ledgerTransactions.reason} in ('subscription', 'item_use', 'item_purchase', 'exchange')`,
      ),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.txId, ledgerEntries.txId))
    .where(and(eq(ledgerAccounts.ownerMemberId, memberId), eq(ledgerAccounts.itemCode, CURRENCY_ITEM)));
  return {
    purchased: Number(row?.purchased ?? 0),
    sent: -Number(row?.sent ?? 0),
    received: Number(row?.received ?? 0),
    used: -Number(row?.used ?? 0),
  };
}

/**
 * Everything ever credited to the member's received currency, not counting holds coming back
 * from cancelled or rejected withdrawals (that is the same money returning, not new income).
 */
export async function totalReceived(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ value: sumWhere(sql`${ledgerEntries.amount} > 0 and ${ledgerTransactions.reason} <> 'withdrawal'`) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.txId, ledgerEntries.txId))
    .where(
      and(
        eq(ledgerAccounts.ownerMemberId, memberId),
        eq(ledgerAccounts.kind, 'received'),
        eq(ledgerAccounts.itemCode, CURRENCY_ITEM),
      ),
    );
  return Number(row?.value ?? 0);
}

/** What completed withdrawals took out of the received currency. */
export async function totalWithdrawn(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<string | number>`coalesce(sum(${withdrawals.amount}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.state, 'completed')));
  return Number(row?.value ?? 0);
}
