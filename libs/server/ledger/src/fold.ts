import { sql } from 'drizzle-orm';
import type { Database } from '@onair/db';
import { transactionWithRetry } from './retry';
import { preparedRowsOf, rowsOf } from './sql-rows';
import type { Ledger, LedgerTx } from './types';

/**
 * Moves an account's pending entries into its settled balance, inside tx.
 *
 * The account row is locked first, in a statement of its own: every fold holds the row before it
 * touches pending rows, so folds of one account take turns and a DELETE never waits on another
 * fold's pending rows (which is what could deadlock with a transaction that already holds the row
 * and folds under it). The second statement starts after the lock is granted, so its snapshot sees
 * the row as it is now; doing both in one statement made the UPDATE chase an older row version
 * and deadlock on the tuple lock with the next waiting fold. The DELETE removes the pending rows
 * that snapshot sees, all committed (or tx's own), and adds exactly what it removed: entries that
 * commit meanwhile stay pending for the next fold.
 */
export async function foldAccount(tx: LedgerTx, accountId: number): Promise<number> {
  await preparedRowsOf(
    tx,
    sql`select 1 from ledger_accounts where account_id = ${accountId}::bigint for no key update`,
  );
  const [row] = await preparedRowsOf<{ folded: number | string }>(
    tx,
    sql`with moved as (
          delete from ledger_pending_entries where account_id = ${accountId}::bigint returning amount),
        total as (select count(*) as folded, coalesce(sum(amount), 0) as amount from moved),
        settled as (
          update ledger_accounts a set balance = a.balance + total.amount from total
           where a.account_id = ${accountId}::bigint and total.folded > 0 returning 1)
        select folded from total`,
  );
  return Number(row?.folded ?? 0);
}

/** Accounts folded together in one transaction by foldAllPending. */
const FOLD_BATCH = 500;

/**
 * Folds every account that has pending entries now, many accounts per short transaction: with
 * gifts spread over a thousand streamers, a transaction per account was a thousand transactions a
 * tick. Each batch locks what it can of its accounts without waiting (SKIP LOCKED: a row another
 * transaction holds, a withdrawal's or another node's fold, is left for later), then deletes their
 * pending rows and adds exactly their sums, as foldAccount does for one. The accounts it skipped
 * are folded one by one afterwards, waiting their turn, so every account that had pending entries
 * when this started has been folded when it returns (entries committed meanwhile may stay pending).
 */
export async function foldAllPending(db: Database): Promise<number> {
  const rows = await rowsOf<{ account_id: number | string }>(
    db,
    sql`select distinct account_id from ledger_pending_entries order by account_id`,
  );
  const accounts = rows.map((row) => Number(row.account_id));
  let folded = 0;
  const skipped: number[] = [];
  for (let start = 0; start < accounts.length; start += FOLD_BATCH) {
    const batch = accounts.slice(start, start + FOLD_BATCH);
    const outcome = await transactionWithRetry(db, (tx) => foldBatch(tx, batch));
    folded += outcome.folded;
    skipped.push(...outcome.skipped);
  }
  for (const accountId of skipped) folded += await transactionWithRetry(db, (tx) => foldAccount(tx, accountId));
  return folded;
}

/** Folds those of accountIds it can lock at once (in id order); answers how many entries it folded and which accounts it skipped. */
async function foldBatch(tx: LedgerTx, accountIds: readonly number[]): Promise<{ folded: number; skipped: number[] }> {
  // Ids are numbers, so the array literal is safe; one parameter keeps the statement's shape fixed.
  const ids = `{${accountIds.join(',')}}`;
  const locked = await preparedRowsOf<{ account_id: number | string }>(
    tx,
    sql`select account_id from ledger_accounts where account_id = any(${ids}::bigint[]) order by account_id for no key update skip locked`,
  );
  if (locked.length === 0) return { folded: 0, skipped: [...accountIds] };
  const lockedIds = new Set(locked.map((row) => Number(row.account_id)));
  // A statement of its own after the locks, for foldAccount's reason: its snapshot sees the rows as they are now.
  // The accounts are also named by the id list, so they are found through the primary key whatever the
  // planner thinks of the totals: joined on totals alone, statistics older than the table had it scan
  // all of ledger_accounts.
  const lockedList = `{${[...lockedIds].join(',')}}`;
  const [row] = await preparedRowsOf<{ folded: number | string }>(
    tx,
    sql`with moved as (
          delete from ledger_pending_entries where account_id = any(${lockedList}::bigint[]) returning account_id, amount),
        totals as (select account_id, count(*) as folded, sum(amount) as amount from moved group by account_id),
        settled as (
          update ledger_accounts a set balance = a.balance + totals.amount from totals
           where a.account_id = any(${lockedList}::bigint[]) and a.account_id = totals.account_id returning 1)
        select coalesce(sum(folded), 0) as folded from totals`,
  );
  return { folded: Number(row?.folded ?? 0), skipped: accountIds.filter((id) => !lockedIds.has(id)) };
}

export type PendingFolderOptions = {
  intervalMs: number;
  /** Where a failed fold is reported; the next tick tries again. Defaults to console.error. */
  onError?: (error: unknown) => void;
};

/**
 * Folds pending entries every intervalMs. The next fold is scheduled only when the last one has
 * finished, so folds never overlap. stop() cancels the timer and resolves once a fold under way
 * has finished, so the database can be closed after it.
 */
export function startPendingFolder(
  ledger: Pick<Ledger, 'foldPending'>,
  { intervalMs, onError = defaultOnError }: PendingFolderOptions,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = ledger
      .foldPending()
      .then(
        () => undefined,
        (error: unknown) => {
          if (!stopped) onError(error);
        },
      )
      .finally(schedule);
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };

  schedule();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}

function defaultOnError(error: unknown) {
  console.error('ledger: folding pending entries failed', error);
}
