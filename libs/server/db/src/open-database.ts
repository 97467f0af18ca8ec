import type { DatabaseHandle } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

export type OpenDatabaseOptions = {
  /** postgres://… to use PostgreSQL; unset for embedded PGlite. */
  url?: string;
  /** PGlite data directory; unset keeps the database in memory. */
  dataDir?: string;
  poolSize?: number;
};

/** PostgreSQL when a URL is given, PGlite otherwise: the same schema and migrations on both. */
export function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize) : openPglite(options.dataDir);
}
