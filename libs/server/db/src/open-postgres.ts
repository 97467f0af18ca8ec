import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import type { Database, DatabaseHandle } from './database';
import { defaultMigrationsDir } from './migrations-dir';

/** Any constant: nodes that start together take turns, so a migration never runs twice at once. */
const MIGRATION_LOCK = 7_041_992;

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a restart, a dropped database) is replaced on next use;
  // unhandled, its error event would take the whole process down.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    location: redactPassword(url),
    async migrate(migrationsFolder = defaultMigrationsDir()) {
      // Advisory locks belong to a session, so lock, migrate and unlock on one connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
