import { getBrand } from '@onair/brand';
import { seedDemoData, type DatabaseHandle } from '@onair/db';
import type { TestDatabaseTarget } from '@onair/db/testing';
import { buildApp } from '../app';
import { readConfig } from '../platform/config/config';
import { settingsFromConfig, type ApiSettings } from '../platform/config/settings';
import { TEST_SERVER_OPTIONS } from './test-server-options';

// Answers are read loosely here; each test asserts the exact shape it cares about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export type CallOptions = {
  /** JSON unless form is set. */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
};

export type CallResult = { status: number; body: Loose; headers: Headers; setCookies: string[] };

export type TestApi = {
  url: string;
  database: DatabaseHandle;
  settings: ApiSettings;
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: Loose }>;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** What SIGTERM does first in main.ts: readiness says no from now on. */
  startDraining(): void;
  close(): Promise<void>;
};

export type TestApiOptions = {
  /** Outside services for this test (the sandbox's URLs, say). */
  settings?: Partial<ApiSettings>;
  /** Hash the demo passwords for real, for tests that sign the demo accounts in (about 50 ms each). */
  hashDemoPasswords?: (plain: string) => Promise<string>;
  /** The operator console's clock (epoch ms), for tests of its idle expiry. */
  now?: () => number;
};

/** The real API on a real port over a fresh, migrated, demo-seeded database. */
export async function startTestApi(target: TestDatabaseTarget, options: TestApiOptions = {}): Promise<TestApi> {
  const database = await target.open();
  // Demo passwords are not checked unless a test asks; a cheap stand-in keeps setup fast.
  await seedDemoData(database.db, options.hashDemoPasswords ?? (async (plain) => `test-hash:${plain.length}`));
  // The tests play the front: their X-Forwarded-For comes from loopback, each test an address of its own.
  const settings = { ...settingsFromConfig(readConfig({ NODE_ENV: 'test', TRUST_PROXY: 'loopback' })), ...options.settings };
  const app = await buildApp({
    database,
    cacheKind: 'memory',
    defaultBrand: getBrand('onair'),
    settings,
    ...(options.now ? { now: options.now } : {}),
  }, TEST_SERVER_OPTIONS);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    database,
    settings,
    async get(path, headers = {}) {
      const response = await fetch(`${url}${path}`, { headers });
      return { status: response.status, body: await response.json() };
    },
    call: (method, path, options) => callApi(url, method, path, options),
    startDraining: () => app.startDraining(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** One HTTP call to a test API, as a client sends it: a JSON body, or a form when form is given. */
export async function callApi(
  url: string,
  method: string,
  path: string,
  { body, form, headers = {} }: CallOptions = {},
): Promise<CallResult> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (form) {
    init.body = new URLSearchParams(form).toString();
    (init.headers as Record<string, string>)['content-type'] = 'application/x-www-form-urlencoded';
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(`${url}${path}`, init);
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
    setCookies: response.headers.getSetCookie(),
  };
}
