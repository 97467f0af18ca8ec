import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import type { Database, DatabaseHandle } from './database';
import { defaultMigrationsDir } from './migrations-dir';

/** Any constant: nodes that start together take turns, so a migration never runs twice at once. */
const MIGRATION_LOCK = 7_041_992;

export type PostgresOptions = {
  poolSize?: number;
  /**
   * How long a request waits for a connection (a new one, or a free one of a full pool) before it
   * fails; a database that does not answer then fails requests fast instead of hanging them.
   */
  connectionTimeoutMs?: number;
  /** The server cancels a statement running longer than this (PostgreSQL's statement_timeout). */
  statementTimeoutMs?: number;
  /** An idle connection's error (the server restarted, the network dropped); the pool replaces it. */
  onPoolError?: (error: Error) => void;
};

export const POSTGRES_DEFAULTS = { poolSize: 10, connectionTimeoutMs: 10_000, statementTimeoutMs: 30_000 } as const;

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  const { poolSize, connectionTimeoutMs, statementTimeoutMs } = { ...POSTGRES_DEFAULTS, ...options };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectionTimeoutMs,
    statement_timeout: statementTimeoutMs,
    // A peer that vanished without closing the connection (a dead host) is noticed by TCP.
    keepAlive: true,
    idle_in_transaction_session_timeout: statementTimeoutMs,
  });
  // Unhandled, a connection's error event takes the whole process down: the pool listens only
  // while a connection is idle, so one the server ends mid-transaction (a restart, an operator's
  // pg_terminate_backend) would crash the node. Every connection reports here for its whole life;
  // the statement in flight fails, and the pool drops the broken connection when it is released.
  pool.on('error', (error) => options.onPoolError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  await pool.query('select 1');
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    location: redactPassword(url),
    async migrate(migrationsFolder = defaultMigrationsDir()) {
      // Advisory locks belong to a session, so lock, migrate and unlock on one connection; a
      // migration may run longer than a request's statement, so the lock's session has no limit.
      const client = await pool.connect();
      try {
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await client.query(`set statement_timeout = ${Math.trunc(statementTimeoutMs)}`).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
