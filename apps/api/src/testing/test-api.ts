import { getBrand } from '@onair/brand';
import { seedDemoData, type DatabaseHandle } from '@onair/db';
import type { TestDatabaseTarget } from '@onair/db/testing';
import { buildApp } from '../app';

export type TestApi = {
  url: string;
  database: DatabaseHandle;
  // Answers are read loosely here; each test asserts the exact shape it cares about.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
};

/** The real API on a real port over a fresh, migrated, demo-seeded database. */
export async function startTestApi(target: TestDatabaseTarget): Promise<TestApi> {
  const database = await target.open();
  // Demo passwords are never checked here; a cheap stand-in keeps setup fast.
  await seedDemoData(database.db, async (plain) => `test-hash:${plain.length}`);
  const app = await buildApp({ database, cacheKind: 'memory', defaultBrand: getBrand('onair') });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    database,
    async get(path, headers = {}) {
      const response = await fetch(`${url}${path}`, { headers });
      return { status: response.status, body: await response.json() };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
