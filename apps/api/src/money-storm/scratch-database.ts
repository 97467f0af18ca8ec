import type { DatabaseHandle } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';

/** Why the storms do not run: they need a real PostgreSQL server (concurrent writers, a second process, SIGKILL). */
export const STORM_SKIP_REASON = process.env['DATABASE_URL']
  ? null
  : 'skipped: DATABASE_URL is not set, and the money storms run on PostgreSQL only';

/**
 * A fresh, migrated PostgreSQL database of its own (dropped on close): its URL for the API under
 * test, and a small pool for seeding and for the checks afterwards.
 */
export type ScratchDatabase = { url: string; admin: DatabaseHandle; close(): Promise<void> };

export async function openScratchPostgres(): Promise<ScratchDatabase> {
  const base = process.env['DATABASE_URL'];
  const target = testDatabaseTargets().find((candidate) => candidate.name === 'postgres');
  if (!base || !target) throw new Error('the money storms need DATABASE_URL (PostgreSQL)');
  const admin = await target.open();
  // The handle's location is the scratch database's URL with the password masked: take its name only.
  const url = new URL(base);
  url.pathname = new URL(admin.location).pathname;
  return { url: url.toString(), admin, close: () => admin.close() };
}
