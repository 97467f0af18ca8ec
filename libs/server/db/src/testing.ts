import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';
import { pgliteTemplate, postgresTemplate } from './test-templates';

export type TestDatabaseTarget = { name: 'pglite' | 'postgres'; open(): Promise<DatabaseHandle> };

/**
 * Which engines a suite runs on. `both`, for suites about database behaviour (money, the ledger,
 * locking, triggers, migrations): PGlite always, and PostgreSQL too when DATABASE_URL is set.
 * `pglite`, for suites about what a route does with the data: the engine `npm start` runs.
 */
export type TestDatabaseEngines = 'both' | 'pglite';

/**
 * The databases a database test runs on (see TestDatabaseEngines). Each open() gives a fresh,
 * migrated database that close() throws away. The migrations run once per set of migration files
 * into a template (test-templates.ts), and each open() copies it.
 */
export function testDatabaseTargets(engines: TestDatabaseEngines = 'both'): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'pglite', open: openMigratedPglite }];
  const url = process.env['DATABASE_URL'];
  if (url && engines === 'both') targets.push({ name: 'postgres', open: () => openScratchPostgres(url) });
  return targets;
}

async function openMigratedPglite() {
  return openPglite(undefined, { loadDataDir: await pgliteTemplate() });
}

async function openScratchPostgres(url: string): Promise<DatabaseHandle> {
  const template = await postgresTemplate(url);
  const name = `onair_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  const handle = await openPostgres(scratchUrl.toString(), { poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
