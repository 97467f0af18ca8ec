import { sql } from 'drizzle-orm';
import type { Database } from '@onair/db';

/**
 * Waits until a fold of pending entries is under way in the API's connections (a fold step's
 * statements on ledger_fold_state, running or holding its transaction open), so the kill test
 * can SIGKILL the API in the middle of one. Polls pg_stat_activity as fast as it answers; resolves
 * with what it saw, or null when no fold showed within timeoutMs.
 */
export async function waitForFoldInFlight(db: Database, timeoutMs: number): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = (await db.execute(sql`
      select state, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) as query from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')
         and query ilike '%ledger_fold_state%'
       limit 1`)) as unknown as { rows: Array<{ state: string; query: string }> };
    const [fold] = result.rows;
    if (fold) return `${fold.state}: ${fold.query}`;
  }
  return null;
}
