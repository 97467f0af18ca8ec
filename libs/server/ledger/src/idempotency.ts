import { sql } from 'drizzle-orm';
import type { Database } from '@onair/db';
import { IdempotencyKeyMismatch } from './errors';
import { transactionWithRetry } from './retry';
import { rowsOf } from './sql-rows';
import type { IdempotencyScope, IdempotentOutcome, LedgerTx, StoredAnswer } from './types';

/** The placeholder status of a key whose first request is still running (never seen committed). */
const IN_PROGRESS = 0;

type KeyRow = { operation: string; request_hash: string; status_code: number; response: unknown };

/**
 * Runs a money-moving request at most once per member and Idempotency-Key.
 *
 * The key row is inserted first, in the same transaction as the movement, and the answer is
 * stored in it before commit. On PostgreSQL a concurrent request with the same key blocks on the
 * unique index until the first commits (then it finds the stored answer) or rolls back (then it
 * runs itself). On PGlite transactions run one at a time, which gives the same result.
 *
 * A refusal (refusalOf gives an answer for what run threw) is stored too, in its own transaction
 * after the movement's rolled back, so a retry gets the same refusal even if the balance changed
 * meanwhile. Anything else run throws is rethrown and stores nothing: a retry runs afresh.
 *
 * Bodies are stored as JSON, and the first answer is returned through the same JSON round trip,
 * so the first request and every replay get identical bodies.
 */
export async function runIdempotent(
  db: Database,
  scope: IdempotencyScope,
  run: (tx: LedgerTx) => Promise<StoredAnswer>,
  refusalOf: (error: unknown) => StoredAnswer | undefined,
): Promise<IdempotentOutcome> {
  let runFailure: { error: unknown } | undefined;
  try {
    return await transactionWithRetry(db, async (tx) => {
      runFailure = undefined;
      const claimed = await claim(tx, scope);
      if (!claimed) return replay(tx, scope);
      let answer: StoredAnswer;
      try {
        answer = normalized(await run(tx));
      } catch (error) {
        runFailure = { error };
        throw error;
      }
      await tx.execute(
        sql`update idempotency_keys set status_code = ${answer.status}, response = ${JSON.stringify(answer.body)}::jsonb
             where member_id = ${scope.memberId} and key = ${scope.key}`,
      );
      return { ...answer, replayed: false };
    });
  } catch (error) {
    const refusal = runFailure?.error === error ? refusalOf(error) : undefined;
    if (!refusal) throw error;
    return storeRefusal(db, scope, refusal);
  }
}

async function claim(tx: LedgerTx, scope: IdempotencyScope): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    sql`insert into idempotency_keys (member_id, key, operation, request_hash, status_code, response)
        values (${scope.memberId}, ${scope.key}, ${scope.operation}, ${scope.requestHash}, ${IN_PROGRESS}, 'null'::jsonb)
        on conflict (member_id, key) do nothing
        returning 1 as claimed`,
  );
  return rows.length === 1;
}

async function replay(executor: LedgerTx | Database, scope: IdempotencyScope): Promise<IdempotentOutcome> {
  const [row] = await rowsOf<KeyRow>(
    executor,
    sql`select operation, request_hash, status_code, response from idempotency_keys where member_id = ${scope.memberId} and key = ${scope.key}`,
  );
  if (!row) throw new Error(`idempotency key ${scope.key} conflicted but cannot be read`);
  if (row.operation !== scope.operation || row.request_hash !== scope.requestHash) throw new IdempotencyKeyMismatch(scope.key, scope.operation);
  // Committed rows always carry their answer; a placeholder here would mean a broken transaction.
  if (row.status_code === IN_PROGRESS) throw new Error(`idempotency key ${scope.key} has no stored answer`);
  return { status: row.status_code, body: row.response, replayed: true };
}

/**
 * Stores a refusal as the key's first answer, in a transaction of its own (the movement it refuses
 * wrote nothing, or was rolled back). If another request with the key answered first, that answer
 * is returned instead (replayed), or IdempotencyKeyMismatch when it was for another body.
 */
export async function storeRefusal(db: Database, scope: IdempotencyScope, answer: StoredAnswer): Promise<IdempotentOutcome> {
  const refusal = normalized(answer);
  return transactionWithRetry(db, async (tx) => {
    const rows = await rowsOf(
      tx,
      sql`insert into idempotency_keys (member_id, key, operation, request_hash, status_code, response)
          values (${scope.memberId}, ${scope.key}, ${scope.operation}, ${scope.requestHash}, ${refusal.status}, ${JSON.stringify(refusal.body)}::jsonb)
          on conflict (member_id, key) do nothing
          returning 1 as stored`,
    );
    // Someone with the same key answered first (and committed): theirs is the first answer.
    return rows.length === 1 ? { ...refusal, replayed: false } : replay(tx, scope);
  });
}

function normalized(answer: StoredAnswer): StoredAnswer {
  if (!Number.isInteger(answer.status) || answer.status < 100 || answer.status > 599) throw new Error(`not an HTTP status: ${answer.status}`);
  const json = JSON.stringify(answer.body);
  return { status: answer.status, body: json === undefined ? null : (JSON.parse(json) as unknown) };
}
