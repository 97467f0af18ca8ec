import type { SQL } from 'drizzle-orm';
import type { LedgerReader } from '@onair/ledger';

/**
 * Rows of a raw query, for the few statements drizzle's builder cannot say in one round trip.
 * bigint columns come back as numbers from PGlite and as strings from node-postgres, so callers
 * pass them through Number().
 */
export async function rowsOf<Row extends Record<string, unknown>>(executor: LedgerReader, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
