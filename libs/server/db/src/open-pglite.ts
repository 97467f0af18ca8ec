import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index';
import type { Database, DatabaseHandle } from './database';
import { lockDataDir } from './data-dir-lock';
import { defaultMigrationsDir } from './migrations-dir';

/**
 * Embedded PostgreSQL: on disk under dataDir, or in memory when dataDir is unset (tests). A test
 * passes `loadDataDir`, a dumped data directory, to start from a migrated template.
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = new PGlite({ dataDir, loadDataDir: options.loadDataDir });
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    location: dataDir ?? 'memory',
    migrate: (migrationsFolder = defaultMigrationsDir()) => migrate(db, { migrationsFolder }),
    async close() {
      await client.close();
      release();
    },
  };
}
