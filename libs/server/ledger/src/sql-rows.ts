import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { LedgerReader } from './types';

/**
 * Runs raw SQL and gives back its rows. Both drivers answer { rows }; bigint and numeric columns
 * come back as numbers from PGlite but as strings from node-postgres, so callers pass them through
 * Number() (every amount the ledger stores is a safe integer).
 */
export async function rowsOf<Row extends Record<string, unknown>>(executor: LedgerReader, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A PostgreSQL error's SQLSTATE, looking through the DrizzleQueryError (or other) wrappers around it. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();
/** Enough for every shape of posting the API makes; past it, statements go unnamed. */
const MAX_NAMED_STATEMENTS = 256;

/**
 * rowsOf() for the hot path: the statement is prepared once per connection under a name, so
 * PostgreSQL parses and plans it once instead of on every gift. Goes through drizzle's session
 * (errors are wrapped the same way); PGlite ignores the name.
 */
export async function preparedRowsOf<Row extends Record<string, unknown>>(executor: LedgerReader, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `onair_ledger_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  const result = (await executor._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}
