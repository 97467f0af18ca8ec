import { sql, type SQL } from 'drizzle-orm';
import { MEMBER_ACCOUNT_KINDS, SYSTEM_ACCOUNT_KINDS } from './accounts-model';
import { LAST_ENTRY_ID_DRAWN } from './fold';
import { rowsOf } from './sql-rows';
import type { LedgerReader, LedgerTx, MemberAccountKind, SystemAccountKind } from './types';

/**
 * What every account of one item code holds, summed over brands: members' by kind, and the
 * brand's system accounts (gateway is negative by what was paid in, payout by what was paid out,
 * and so on). All of them together are zero, so what members hold (their debt counted as the
 * negative it is) is exactly -(gateway + issuance + commission + payout + consumed).
 */
export type ItemTotals = { itemCode: number } & Record<MemberAccountKind | SystemAccountKind, number>;

export type LedgerInvariantReport = {
  ok: boolean;
  /** One readable line per broken rule (at most PROBLEM_LIMIT per rule). */
  problems: string[];
  totals: ItemTotals[];
  /** pending: entries of deferred accounts not yet folded into their balances. */
  counts: { accounts: number; transactions: number; entries: number; pending: number };
};

const PROBLEM_LIMIT = 20;

type Check = { rule: string; query: SQL; line: (row: Record<string, unknown>) => string };

const CHECKS: Check[] = [
  {
    rule: 'transaction entries sum to zero per item code',
    query: sql`select tx_id, item_code, sum(amount) as total from ledger_entries group by tx_id, item_code having sum(amount) <> 0 order by tx_id`,
    line: (row) => `transaction ${row['tx_id']}: item ${row['item_code']} entries sum to ${row['total']}`,
  },
  {
    rule: 'every transaction has entries',
    query: sql`select t.tx_id, t.reason, t.reference from ledger_transactions t
                where not exists (select 1 from ledger_entries e where e.tx_id = t.tx_id) order by t.tx_id`,
    line: (row) => `transaction ${row['tx_id']} (${row['reason']} ${row['reference']}) has no entries`,
  },
  {
    rule: "an entry's item code is its account's",
    query: sql`select e.entry_id, e.item_code, a.account_key from ledger_entries e join ledger_accounts a on a.account_id = e.account_id
                where e.item_code <> a.item_code order by e.entry_id`,
    line: (row) => `entry ${row['entry_id']} of item ${row['item_code']} is on account ${row['account_key']}`,
  },
  {
    rule: 'balance plus pending equals the sum of entries',
    query: sql`select a.account_key, a.balance, onair_ledger_pending(a.account_id, a.deferred) as pending, coalesce(e.total, 0) as entries
                 from ledger_accounts a
                 left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e on e.account_id = a.account_id
                where a.balance + onair_ledger_pending(a.account_id, a.deferred) <> coalesce(e.total, 0)
                order by a.account_id`,
    line: (row) =>
      `account ${row['account_key']}: balance ${row['balance']} + pending ${row['pending']} differs from its entries' sum ${row['entries']}`,
  },
  {
    rule: 'the fold watermark is one row, not past the last entry id drawn',
    query: sql`select s.folded_through, s.candidate_through, q.drawn
                 from (select ${LAST_ENTRY_ID_DRAWN} as drawn) q
                 left join ledger_fold_state s on true
                where s.id is null or s.folded_through > q.drawn or s.candidate_through > q.drawn
                   or (select count(*) from ledger_fold_state) <> 1`,
    line: (row) =>
      `fold watermark ${row['folded_through']} (candidate ${row['candidate_through']}) against ${row['drawn']} entry ids drawn`,
  },
  {
    rule: 'accounts that may not go negative are not negative',
    query: sql`select a.account_key, a.balance, a.balance + onair_ledger_pending(a.account_id, a.deferred) as available
                 from ledger_accounts a
                where not a.allow_negative and (a.balance < 0 or a.balance + onair_ledger_pending(a.account_id, a.deferred) < 0)
                order by a.account_id`,
    line: (row) =>
      `account ${row['account_key']} is negative: settled ${row['balance']}, with pending ${row['available']}`,
  },
  {
    rule: 'each item code sums to zero over all accounts',
    query: sql`select item_code, sum(balance + onair_ledger_pending(account_id, deferred)) as total from ledger_accounts
                group by item_code having sum(balance + onair_ledger_pending(account_id, deferred)) <> 0 order by item_code`,
    line: (row) => `item ${row['item_code']} sums to ${row['total']} over all accounts, not zero`,
  },
  {
    rule: "a wallet's balance is the sum of its lots' remaining",
    query: sql`select a.account_key, a.balance, coalesce(l.remaining, 0) as lots
                 from ledger_accounts a
                 left join (select account_id, sum(remaining) as remaining from wallet_lots group by account_id) l on l.account_id = a.account_id
                where a.kind = 'wallet' and a.balance <> coalesce(l.remaining, 0)
                order by a.account_id`,
    line: (row) => `wallet ${row['account_key']}: balance ${row['balance']} but its lots hold ${row['lots']}`,
  },
  {
    rule: 'every lot is in a wallet of its member, brand and item',
    query: sql`select l.lot_id, l.account_id from wallet_lots l
                 left join ledger_accounts a on a.account_id = l.account_id
                where a.account_id is null or a.kind <> 'wallet' or a.owner_member_id <> l.member_id
                   or a.brand <> l.brand or a.item_code <> l.item_code
                order by l.lot_id`,
    line: (row) => `lot ${row['lot_id']} is not in a matching wallet (account ${row['account_id']})`,
  },
];

/**
 * Checks the ledger's rules over every row. Given the database, it reads in one repeatable-read,
 * read-only transaction, so it sees one consistent moment even while postings and folds run;
 * given a transaction, it reads in that.
 */
export async function checkLedgerInvariants(reader: LedgerReader): Promise<LedgerInvariantReport> {
  if (isTransaction(reader)) return check(reader);
  return reader.transaction((tx) => check(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

function isTransaction(reader: LedgerReader): reader is LedgerTx {
  return typeof (reader as { rollback?: unknown }).rollback === 'function';
}

async function check(tx: LedgerReader): Promise<LedgerInvariantReport> {
  const problems: string[] = [];
  for (const { rule, query, line } of CHECKS) {
    const rows = await rowsOf(tx, sql`${query} limit ${sql.raw(String(PROBLEM_LIMIT + 1))}`);
    problems.push(...rows.slice(0, PROBLEM_LIMIT).map((row) => `${line(row)} [${rule}]`));
    if (rows.length > PROBLEM_LIMIT) problems.push(`… and more [${rule}]`);
  }
  return { ok: problems.length === 0, problems, totals: await totalsOf(tx), counts: await countsOf(tx) };
}

async function totalsOf(tx: LedgerReader): Promise<ItemTotals[]> {
  const rows = await rowsOf<{ item_code: number; kind: string; owned: boolean; total: number | string }>(
    tx,
    sql`select a.item_code, a.kind, a.owner_member_id is not null as owned,
               sum(a.balance + onair_ledger_pending(a.account_id, a.deferred)) as total
          from ledger_accounts a group by a.item_code, a.kind, a.owner_member_id is not null order by a.item_code`,
  );
  const byItem = new Map<number, ItemTotals>();
  for (const row of rows) {
    const itemCode = Number(row.item_code);
    let totals = byItem.get(itemCode);
    if (!totals) {
      totals = { itemCode, ...zeroes() };
      byItem.set(itemCode, totals);
    }
    const kinds: readonly string[] = row.owned ? MEMBER_ACCOUNT_KINDS : SYSTEM_ACCOUNT_KINDS;
    if (kinds.includes(row.kind)) totals[row.kind as MemberAccountKind | SystemAccountKind] += Number(row.total);
  }
  return [...byItem.values()];
}

function zeroes(): Record<MemberAccountKind | SystemAccountKind, number> {
  return Object.fromEntries([...MEMBER_ACCOUNT_KINDS, ...SYSTEM_ACCOUNT_KINDS].map((kind) => [kind, 0])) as Record<
    MemberAccountKind | SystemAccountKind,
    number
  >;
}

async function countsOf(tx: LedgerReader): Promise<LedgerInvariantReport['counts']> {
  const [row] = await rowsOf<Record<'accounts' | 'transactions' | 'entries' | 'pending', number | string>>(
    tx,
    sql`select (select count(*) from ledger_accounts) as accounts, (select count(*) from ledger_transactions) as transactions,
               (select count(*) from ledger_entries) as entries,
               (select count(*) from ledger_entries e join ledger_accounts a on a.account_id = e.account_id and a.deferred
                 where e.entry_id > (select folded_through from ledger_fold_state where id = 1)) as pending`,
  );
  return {
    accounts: Number(row?.accounts),
    transactions: Number(row?.transactions),
    entries: Number(row?.entries),
    pending: Number(row?.pending),
  };
}
