import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, for the start banner: a directory or a URL without its password. */
  location: string;
  /** Applies the committed migrations that have not run yet. */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool now: its connections, the idle ones, and requests waiting for one (the API's metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
};
