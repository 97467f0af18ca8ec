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
  await preparedRowsOf(tx, sql`select 1 from ledger_accounts where account_id = ${accountId}::bigint for no key update`);
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

/** Folds every account with pending entries, each in its own short transaction. */
export async function foldAllPending(db: Database): Promise<number> {
  const accounts = await rowsOf<{ account_id: number | string }>(db, sql`select distinct account_id from ledger_pending_entries order by account_id`);
  let folded = 0;
  for (const { account_id } of accounts) folded += await transactionWithRetry(db, (tx) => foldAccount(tx, Number(account_id)));
  return folded;
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
export function startPendingFolder(ledger: Pick<Ledger, 'foldPending'>, { intervalMs, onError = defaultOnError }: PendingFolderOptions): () => Promise<void> {
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
