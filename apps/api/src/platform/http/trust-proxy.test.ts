import http from 'node:http';
import { getBrand } from '@onair/brand';
import { AUTH_MESSAGES } from '@onair/contracts';
import type { DatabaseHandle } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { buildApp } from '../../app';
import { THROTTLE_LIMITS } from '../../modules/auth/signin-throttle';
import { readConfig } from '../config/config';
import { settingsFromConfig } from '../config/settings';
import { TEST_SERVER_OPTIONS } from '../../testing/test-server-options';

const SPOOFED = '203.0.113.9';

// Answers are read loosely here; each test asserts the exact shape it cares about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

test('TRUST_PROXY takes a hop count or addresses and ranges, and nothing else', () => {
  expect(readConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toBeUndefined();
  expect(readConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  expect(readConfig({ NODE_ENV: 'test', TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  expect(readConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,loopback, fd00::/8' }).TRUST_PROXY).toEqual([
    '10.0.0.2',
    '10.1.0.0/16',
    'loopback',
    'fd00::/8',
  ]);
  for (const bad of ['true', 'everyone', '10.0.0.0/33', '10.0.0.1/8/2', ' , ']) {
    expect(() => readConfig({ NODE_ENV: 'test', TRUST_PROXY: bad })).toThrow('TRUST_PROXY: must be a hop count');
  }
});

/** One HTTP call from a loopback address of our choosing (Linux routes all of 127/8 to this machine). */
function callFrom(url: string, localAddress: string, options: { method?: string; path: string; headers?: Record<string, string>; body?: unknown }) {
  return new Promise<{ status: number; body: Loose }>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      `${url}${options.path}`,
      {
        method: options.method ?? 'GET',
        localAddress,
        headers: { ...options.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe.each(testDatabaseTargets())('who the client is, on $name', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  /** The real API under a TRUST_PROXY, with a probe that answers what it believes of the caller. */
  async function apiTrusting(trustProxy?: string) {
    const settings = settingsFromConfig(readConfig({ NODE_ENV: 'test', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) }));
    const app = await buildApp({ database, cacheKind: 'memory', defaultBrand: getBrand('onair'), settings }, TEST_SERVER_OPTIONS);
    app.get('/test/caller', async (request) => ({ ip: request.ip, host: request.host, protocol: request.protocol }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return { url, close: () => app.close() };
  }

  const callerSeen = async (url: string, from: string, forwardedFor: string) =>
    (
      await callFrom(url, from, {
        path: '/test/caller',
        headers: { host: 'api.internal:3000', 'x-forwarded-for': forwardedFor, 'x-forwarded-host': 'www.onair.live', 'x-forwarded-proto': 'https' },
      })
    ).body as { ip: string; host: string; protocol: string };

  test('without TRUST_PROXY a client cannot pick its own address, host or scheme', async () => {
    const api = await apiTrusting();
    try {
      expect(await callerSeen(api.url, '127.0.0.7', SPOOFED)).toEqual({ ip: '127.0.0.7', host: 'api.internal:3000', protocol: 'http' });
    } finally {
      await api.close();
    }
  });

  test('the configured front is believed, and only the front', async () => {
    const api = await apiTrusting('127.0.0.2');
    try {
      expect(await callerSeen(api.url, '127.0.0.2', SPOOFED)).toEqual({ ip: SPOOFED, host: 'www.onair.live', protocol: 'https' });
      expect((await callerSeen(api.url, '127.0.0.7', SPOOFED)).ip).toBe('127.0.0.7');
    } finally {
      await api.close();
    }
  });

  test('a hop count believes the address the nearest front added, not the ones the client wrote before it', async () => {
    const api = await apiTrusting('1');
    try {
      expect((await callerSeen(api.url, '127.0.0.2', `1.2.3.4, ${SPOOFED}`)).ip).toBe(SPOOFED);
    } finally {
      await api.close();
    }
  });

  test('spoofed addresses do not escape the per-address sign-in lock', async () => {
    const api = await apiTrusting();
    try {
      const signIn = (attempt: number) =>
        callFrom(api.url, '127.0.0.8', {
          method: 'POST',
          path: '/v2/api/auth/signin',
          headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
          body: { loginId: `nobody${attempt}x`, password: 'wrong1234!', loginKeep: false },
        });
      for (let attempt = 0; attempt < THROTTLE_LIMITS.ip.failures; attempt += 1) expect((await signIn(attempt)).status).toBe(401);
      const locked = await signIn(THROTTLE_LIMITS.ip.failures);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    } finally {
      await api.close();
    }
  });
});
