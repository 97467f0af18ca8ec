import { sql, type SQL } from 'drizzle-orm';
import type { Account } from './account-directory';
import { InsufficientBalance } from './errors';
import { foldAccount } from './fold';
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
 * Entries that may not be refused go to ledger_pending_entries and lock nothing; the others move
 * the account row, debits only while the balance stays non-negative. Rows are locked in ascending
 * account id order, so transactions of one posting each cannot deadlock each other on them. The
 * highest-id row moves in the same statement that inserts the transaction, its entries and its
 * pending entries: a gift (one debit and two deferred credits) is a single round trip.
 */
export async function writePosting(tx: LedgerTx, posting: Posting, lines: readonly Line[]): Promise<WriteOutcome> {
  const direct = lines.filter((line) => !isPending(line)).sort((a, b) => a.account.id - b.account.id);
  const last = direct.pop();
  const moved: Line[] = [];
  for (const line of direct) {
    const outcome = await moveWithFold(tx, line, () => moveOne(tx, line));
    if (outcome !== 'moved') return giveUp(tx, moved, line, outcome);
    moved.push(line);
  }
  const insert = (move: Line | undefined) => insertPosting(tx, posting, lines, move);
  if (!last) {
    const outcome = await insert(undefined);
    // With no row to move, nothing can be refused: only a stale id stops it.
    return typeof outcome === 'string' ? giveUp(tx, moved, undefined, 'stale') : outcome;
  }
  let outcome = await insert(last);
  if (outcome === 'refused' && canFold(last)) {
    await foldAccount(tx, last.account.id);
    outcome = await insert(last);
  }
  if (outcome === 'refused' || outcome === 'stale') return giveUp(tx, moved, last, outcome);
  return outcome;
}

/** Deferred accounts take credits as pending rows; accounts that may go negative take debits so too. */
function isPending({ account, amount }: Pick<Line, 'account' | 'amount'>) {
  return account.deferred && (account.allowNegative || amount > 0);
}

/** A refused debit of a deferred account may be covered by credits still pending: fold them and try again. */
function canFold({ account, amount }: Line) {
  return account.deferred && amount < 0;
}

type MoveOutcome = 'moved' | 'refused' | 'stale';

async function moveWithFold(tx: LedgerTx, line: Line, move: () => Promise<MoveOutcome>): Promise<MoveOutcome> {
  const outcome = await move();
  if (outcome !== 'refused' || !canFold(line)) return outcome;
  await foldAccount(tx, line.account.id);
  return move();
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
    lines.map(({ account, spec, amount }) => sql`(${account.id}::bigint, ${spec.itemCode}::integer, ${amount}::bigint, ${isPending({ account, amount })}::boolean)`),
    sql`, `,
  );
  // Every id is checked against the table in the same statement: a stale cached id writes nothing.
  const allKnown = sql`(select n from known) = ${sql.raw(String(lines.length))}`;
  const moveClause = move ? sql`moved as (${moveStatement(move.account.id, move.amount, allKnown)}),` : sql``;
  const moveGuard = move ? sql`and exists (select 1 from moved)` : sql``;
  const movedCount = move ? sql`(select count(*) from moved)` : sql`0`;
  const [row] = await preparedRowsOf<{ known: number | string; moved: number | string; tx_id: number | string | null }>(
    tx,
    sql`with v (account_id, item_code, amount, pending) as (values ${values}),
          known as (select count(*) as n from ledger_accounts a join v on a.account_id = v.account_id),
          ${moveClause}
          t as (
            insert into ledger_transactions (brand, reason, reference, memo)
            select ${posting.brand}, ${posting.reason}, ${posting.reference}, ${posting.memo ?? null}::text
             where ${allKnown} ${moveGuard}
            returning tx_id),
          e as (
            insert into ledger_entries (tx_id, account_id, item_code, amount)
            select t.tx_id, v.account_id, v.item_code, v.amount from t cross join v
            returning entry_id, account_id, amount),
          p as (
            insert into ledger_pending_entries (entry_id, account_id, amount)
            select e.entry_id, e.account_id, e.amount from e join v on v.account_id = e.account_id where v.pending)
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
