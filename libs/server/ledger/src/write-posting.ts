import { sql, type SQL } from 'drizzle-orm';
import type { Account } from './account-directory';
import { InsufficientBalance } from './errors';
import type { CheckedEntry } from './posting-rules';
import { availableOf } from './reads';
import { preparedRowsOf } from './sql-rows';
import type { LedgerTx, Posting } from './types';

export type Line = CheckedEntry & { account: Account };

/** What happened to a posting: written, or one of its cached account ids turned out not to exist. */
export type WriteOutcome = { txId: number } | 'stale';

/**
 * Writes one posting inside tx, all or nothing: when it throws InsufficientBalance or answers
 * 'stale', every balance it moved has been moved back and no row of it is left, so the caller's
 * transaction is as it was.
 *
 * Entries of deferred accounts are pending: appended only, folded into the balance later
 * (fold.ts). A debit of a deferred account that must not go negative (a streamer's received) is
 * checked under the account's row lock against its balance plus its pending entries; entries of
 * other accounts move the account row, debits only while the balance stays non-negative. Rows are
 * locked in ascending account id order, so transactions of one posting each cannot deadlock each
 * other on them. The highest-id row to move moves in the same statement that inserts the
 * transaction and its entries: a gift (one debit and two deferred credits) is a single round trip.
 */
export async function writePosting(tx: LedgerTx, posting: Posting, lines: readonly Line[]): Promise<WriteOutcome> {
  const locked = lines.filter((line) => !isPending(line) || isGuarded(line)).sort((a, b) => a.account.id - b.account.id);
  const lastLocked = locked.at(-1);
  const last = lastLocked && !isPending(lastLocked) ? locked.pop() : undefined;
  const moved: Line[] = [];
  for (const line of locked) {
    const outcome = isPending(line) ? await guardDebit(tx, line) : await moveOne(tx, line);
    if (outcome !== 'moved') return giveUp(tx, moved, line, outcome);
    if (!isPending(line)) moved.push(line);
  }
  const outcome = await insertPosting(tx, posting, lines, last);
  if (outcome === 'stale') return giveUp(tx, moved, undefined, 'stale');
  if (outcome === 'refused') return giveUp(tx, moved, last, 'refused');
  return outcome;
}

/** Every entry of a deferred account waits to be folded; other accounts' rows move at once. */
function isPending({ account }: Pick<Line, 'account'>) {
  return account.deferred;
}

/** A pending debit that may be refused: checked under the row's lock rather than by the balance update. */
function isGuarded({ account, amount }: Pick<Line, 'account' | 'amount'>) {
  return account.deferred && !account.allowNegative && amount < 0;
}

type MoveOutcome = 'moved' | 'refused' | 'stale';

/**
 * Locks the account row, then, in a statement after the lock's (so it sees every debit that held
 * the lock before), checks that the balance plus pending entries covers the debit. The lock is held
 * until tx ends: credits may still arrive, nothing else can debit it. A fold does not change what
 * it holds, only where (and waits for the lock to update the row).
 */
async function guardDebit(tx: LedgerTx, line: Line): Promise<MoveOutcome> {
  const rows = await preparedRowsOf(
    tx,
    sql`select 1 from ledger_accounts where account_id = ${line.account.id}::bigint for no key update`,
  );
  if (rows.length === 0) return 'stale';
  return (await availableOf(tx, line.spec.key)) + line.amount >= 0 ? 'moved' : 'refused';
}

async function moveOne(tx: LedgerTx, { account, amount }: Line): Promise<MoveOutcome> {
  const [row] = await preparedRowsOf<{ found: number | string; moved: number | string }>(
    tx,
    sql`with found as (select 1 from ledger_accounts where account_id = ${account.id}::bigint),
          moved as (${moveStatement(account.id, amount, sql`true`)})
        select (select count(*) from found) as found, (select count(*) from moved) as moved`,
  );
  if (Number(row?.moved) === 1) return 'moved';
  return Number(row?.found) === 1 ? 'refused' : 'stale';
}

function moveStatement(accountId: number, amount: number, guard: SQL) {
  return sql`update ledger_accounts set balance = balance + ${amount}::bigint
              where account_id = ${accountId}::bigint and (allow_negative or balance + ${amount}::bigint >= 0) and ${guard}
              returning 1`;
}

async function insertPosting(tx: LedgerTx, posting: Posting, lines: readonly Line[], move: Line | undefined): Promise<{ txId: number } | 'refused' | 'stale'> {
  const values = sql.join(
    lines.map(({ account, spec, amount }) => sql`(${account.id}::bigint, ${spec.itemCode}::integer, ${amount}::bigint)`),
    sql`, `,
  );
  // Every id is checked against the table in the same statement: a stale cached id writes nothing.
  // The transaction row is inserted before any entry draws its id (e reads from t), so this
  // transaction has its id by then, as a fold's watermark needs (fold.ts).
  const allKnown = sql`(select n from known) = ${sql.raw(String(lines.length))}`;
  const moveClause = move ? sql`moved as (${moveStatement(move.account.id, move.amount, allKnown)}),` : sql``;
  const moveGuard = move ? sql`and exists (select 1 from moved)` : sql``;
  const movedCount = move ? sql`(select count(*) from moved)` : sql`0`;
  const [row] = await preparedRowsOf<{ known: number | string; moved: number | string; tx_id: number | string | null }>(
    tx,
    sql`with v (account_id, item_code, amount) as (values ${values}),
          known as (select count(*) as n from ledger_accounts a join v on a.account_id = v.account_id),
          ${moveClause}
          t as (
            insert into ledger_transactions (brand, reason, reference, memo)
            select ${posting.brand}, ${posting.reason}, ${posting.reference}, ${posting.memo ?? null}::text
             where ${allKnown} ${moveGuard}
            returning tx_id),
          e as (
            insert into ledger_entries (tx_id, account_id, item_code, amount)
            select t.tx_id, v.account_id, v.item_code, v.amount from t cross join v)
        select (select n from known) as known, ${movedCount} as moved, (select tx_id from t) as tx_id`,
  );
  if (row?.tx_id !== null && row?.tx_id !== undefined) return { txId: Number(row.tx_id) };
  if (Number(row?.known) !== lines.length) return 'stale';
  return 'refused';
}

/** Moves back what this posting already moved, then reports why it stopped. */
async function giveUp(tx: LedgerTx, moved: readonly Line[], failed: Line | undefined, outcome: 'refused' | 'stale'): Promise<'stale'> {
  for (const line of [...moved].reverse()) {
    await tx.execute(sql`update ledger_accounts set balance = balance - ${line.amount}::bigint where account_id = ${line.account.id}::bigint`);
  }
  if (outcome === 'stale' || !failed) return 'stale';
  throw new InsufficientBalance(failed.ref, -failed.amount, await availableOf(tx, failed.spec.key));
}
