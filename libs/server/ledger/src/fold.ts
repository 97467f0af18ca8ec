import { sql } from 'drizzle-orm';
import type { Database } from '@onair/db';
import { transactionWithRetry } from './retry';
import { preparedRowsOf, rowsOf } from './sql-rows';
import type { Ledger, LedgerTx } from './types';

/**
 * One step of folding, in one short transaction: moves the entries of deferred accounts up to the
 * candidate watermark into their balances, if the candidate is ready, then stores the next
 * candidate. Answers how many entries it folded.
 *
 * A candidate is the last entry id the sequence handed out and, taken just after, this
 * transaction's own id. It is ready once no transaction older than that id is still running: every
 * transaction takes its id before it draws an entry id (migration 0029), so an entry at or below
 * the candidate belongs to an older transaction; once none runs, none can commit such an entry
 * after the fold. The readiness and the entries are read in one statement, with one snapshot, so
 * the transactions the check sees ended are ones whose entries that statement sees. The state row
 * is locked after the candidate is taken (so this transaction has no id before it), and folds of
 * several nodes take turns on it; nothing else locks it (readers read it plainly).
 */
export async function foldReady(db: Database): Promise<number> {
  return (await foldStep(db)).folded;
}

/** foldReady, also answering the watermark it left (so foldAllPending need not read it again). */
async function foldStep(db: Database): Promise<{ folded: number; foldedThrough: number }> {
  return transactionWithRetry(db, async (tx) => {
    const drawn = await lastEntryIdDrawn(tx);
    const [own] = await preparedRowsOf<{ xid: number | string }>(tx, sql`select pg_current_xact_id()::text::bigint as xid`);
    if (!own) throw new Error('ledger: pg_current_xact_id() answered nothing');
    const [state] = await preparedRowsOf<{ folded_through: number | string; candidate_through: number | string | null }>(
      tx,
      sql`select folded_through, candidate_through from ledger_fold_state where id = 1 for update`,
    );
    if (!state) throw new Error('ledger: ledger_fold_state has no row (migration 0029 inserts it)');
    let foldedThrough = Number(state.folded_through);
    let folded = 0;
    let candidateLeft = state.candidate_through !== null;
    if (candidateLeft) {
      const outcome = await foldToCandidate(tx);
      if (outcome.ready) {
        foldedThrough = Number(state.candidate_through);
        folded = outcome.folded;
        candidateLeft = false;
      }
    }
    // A candidate not yet ready stays: a newer one would only wait for more transactions.
    if (!candidateLeft && drawn > foldedThrough)
      await preparedRowsOf(
        tx,
        sql`update ledger_fold_state set candidate_through = ${drawn}::bigint, candidate_xid = ${Number(own.xid)}::bigint
             where id = 1 returning 1`,
      );
    return { folded, foldedThrough };
  });
}

async function foldToCandidate(tx: LedgerTx): Promise<{ ready: boolean; folded: number }> {
  const [row] = await preparedRowsOf<{ ready: number | string; folded: number | string }>(
    tx,
    sql`with ready as (
          select s.folded_through, s.candidate_through from ledger_fold_state s
           where s.id = 1 and s.candidate_through is not null
             and pg_snapshot_xmin(pg_current_snapshot()) >= s.candidate_xid::text::xid8),
        moved as (
          select e.account_id, sum(e.amount) as amount, count(*) as entries
            from ready r
            join ledger_entries e on e.entry_id > r.folded_through and e.entry_id <= r.candidate_through
            join ledger_accounts a on a.account_id = e.account_id and a.deferred
           group by e.account_id),
        settled as (
          update ledger_accounts a set balance = a.balance + m.amount from moved m
           where a.account_id = m.account_id and m.amount <> 0 returning 1),
        advanced as (
          update ledger_fold_state s set folded_through = r.candidate_through, candidate_through = null, candidate_xid = null
            from ready r where s.id = 1 returning 1)
        select (select count(*) from advanced) as ready, coalesce((select sum(entries) from moved), 0) as folded`,
  );
  return { ready: Number(row?.ready) === 1, folded: Number(row?.folded ?? 0) };
}

/** The highest entry id the sequence has handed out (a fresh sequence has handed out none), as SQL. */
export const LAST_ENTRY_ID_DRAWN = sql`(select case when is_called then last_value else last_value - 1 end from ledger_entries_entry_id_seq)`;

async function lastEntryIdDrawn(reader: Database | LedgerTx): Promise<number> {
  const [row] = await rowsOf<{ drawn: number | string }>(reader, sql`select ${LAST_ENTRY_ID_DRAWN} as drawn`);
  return Number(row?.drawn ?? 0);
}

/** How long foldAllPending waits for transactions in progress before it gives up. */
const FOLD_ALL_TIMEOUT_MS = 30_000;

/**
 * Folds until every entry drawn before the call is in its balance: at least two steps, the first
 * picking a candidate at or past it, the next folding it once the transactions in progress then
 * have ended (it waits for them, briefly). Answers how many entries it folded. For checks and tests
 * after the work is done; the API folds step by step on a timer (startPendingFolder).
 */
export async function foldAllPending(db: Database, timeoutMs = FOLD_ALL_TIMEOUT_MS): Promise<number> {
  const target = await lastEntryIdDrawn(db);
  const deadline = Date.now() + timeoutMs;
  let folded = 0;
  for (;;) {
    const step = await foldStep(db);
    folded += step.folded;
    if (step.foldedThrough >= target) return folded;
    if (Date.now() > deadline)
      throw new Error(`ledger: entries up to ${target} are still not folded after ${timeoutMs} ms: a transaction that drew one is still open`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export type PendingFolderOptions = {
  intervalMs: number;
  /** Where a failed fold is reported; the next tick tries again. Defaults to console.error. */
  onError?: (error: unknown) => void;
};

/**
 * Runs a fold step every intervalMs. The next step is scheduled only when the last one has
 * finished, so steps never overlap. stop() cancels the timer and resolves once a step under way has
 * finished, so the database can be closed after it.
 */
export function startPendingFolder(
  ledger: Pick<Ledger, 'foldReady'>,
  { intervalMs, onError = defaultOnError }: PendingFolderOptions,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = ledger
      .foldReady()
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
