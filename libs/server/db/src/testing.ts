import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

export type TestDatabaseTarget = { name: 'pglite' | 'postgres'; open(): Promise<DatabaseHandle> };

/**
 * The databases a database test runs on: PGlite always, PostgreSQL too when DATABASE_URL is set.
 * Each open() gives a fresh, migrated database that close() throws away.
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'pglite', open: openMigratedPglite }];
  const url = process.env['DATABASE_URL'];
  if (url) targets.push({ name: 'postgres', open: () => openScratchPostgres(url) });
  return targets;
}

async function openMigratedPglite() {
  const handle = await openPglite();
  await handle.migrate();
  return handle;
}

async function openScratchPostgres(url: string): Promise<DatabaseHandle> {
  const name = `onair_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  const handle = await openPostgres(scratchUrl.toString(), 4);
  await handle.migrate();
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
