import type { Database } from '@onair/db';
import { sqlStateOf } from './sql-rows';
import type { LedgerTx } from './types';

/** serialization_failure and deadlock_detected: PostgreSQL rolled the transaction back; running it again is safe. */
const RETRYABLE_STATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 6;
const BASE_DELAY_MS = 4;

export function isRetryable(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && RETRYABLE_STATES.has(state);
}

/**
 * db.transaction(fn), run again (up to 5 more times) when PostgreSQL aborted it for a
 * serialization failure or a deadlock. fn may therefore run more than once: it must only write to
 * the database, and do anything else (events, messages) after this returns.
 */
export async function transactionWithRetry<T>(db: Database, fn: (tx: LedgerTx) => Promise<T>): Promise<T> {
  return withRetry(() => db.transaction(fn));
}

/**
 * run() again on a serialization failure or deadlock, as transactionWithRetry does for a
 * transaction; for a single statement in its own implicit transaction (which PostgreSQL rolled
 * back whole, so running it again is safe). retryable says which errors mean that for the statement
 * at hand (serialization failures and deadlocks unless told).
 */
export async function withRetry<T>(
  run: () => Promise<T>,
  retryable: (error: unknown) => boolean = isRetryable,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !retryable(error)) throw error;
      // Jittered exponential backoff, so the transactions that collided do not collide again.
      const delay = BASE_DELAY_MS * 2 ** (attempt - 1) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
