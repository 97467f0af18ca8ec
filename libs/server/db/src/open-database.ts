import type { DatabaseHandle } from './database';
import { openPglite } from './open-pglite';
import { openPostgres, type PostgresOptions } from './open-postgres';

export type OpenDatabaseOptions = {
  /** postgres://… to use PostgreSQL; unset for embedded PGlite. */
  url?: string;
  /** PGlite data directory; unset keeps the database in memory. */
  dataDir?: string;
} & PostgresOptions;

/** PostgreSQL when a URL is given, PGlite otherwise: the same schema and migrations on both. */
export function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const { url, dataDir, ...postgres } = options;
  return url ? openPostgres(url, postgres) : openPglite(dataDir);
}
