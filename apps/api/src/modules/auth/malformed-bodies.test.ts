import { ALL_ROUTES, type RouteContract } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { hashPassword } from '../../platform/passwords/passwords';
import type { TestApi } from '../../testing/test-api';
import { startVerificationWorld, type VerificationWorld } from '../verification/testing/verification-harness';
import { cookieHeader, randomIp, signIn } from './testing/session-helpers';

const ROUTES = ALL_ROUTES.filter((route) => ['auth', 'oauth', 'partners'].includes(route.group));
const HUGE = 'x'.repeat(10 * 1024);

type SchemaNode = { entries?: Record<string, unknown>; options?: SchemaNode[] };

/** Every field name a body schema knows, through variants (signup) too. */
function fieldsOf(schema: unknown): string[] {
  const node = schema as SchemaNode | undefined;
  if (!node) return [];
  return [...new Set([...Object.keys(node.entries ?? {}), ...(node.options ?? []).flatMap(fieldsOf)])];
}

/** Raw bodies as [content-type, text]: not JSON, not objects, and objects of the wrong types. */
function malformedBodies(route: RouteContract): Array<[string, string]> {
  const raw: Array<[string, string]> = [
    ['application/json', '{"loginId": '],
    ['application/json', 'not json at all'],
    ['application/json', '[]'],
    ['application/json', '[{"loginId":"demoviewer"}]'],
    ['application/json', 'null'],
    ['application/json', '42'],
    ['application/json', `"${HUGE}"`],
    ['text/plain', 'loginId=demoviewer'],
  ];
  const hugeForm = new URLSearchParams(fieldsOf(route.body).map((field) => [field, HUGE]));
  raw.push(['application/x-www-form-urlencoded', `${hugeForm.toString()}&loginId[]=a`]);
  for (const value of [null, 12345, true, [], {}, HUGE, [HUGE]]) {
    const body = Object.fromEntries(fieldsOf(route.body).map((field) => [field, value]));
    raw.push(['application/json', JSON.stringify(body)]);
  }
  return raw;
}

const concretePath = (path: string) => path.replace('{provider}', 'kakao').replace(/\{\w+\}/g, 'abc');

describe.each(testDatabaseTargets('pglite'))('malformed input never gives a 5xx on $name', (target) => {
  // The outside services are up (the sandbox), so a 502 could only be the API's own failure; a
  // route with no body (POST /api/personal-auth) does reach its provider.
  let world: VerificationWorld;
  let api: TestApi;
  let cookie: string;
  beforeAll(async () => {
    world = await startVerificationWorld(target, { hashDemoPasswords: hashPassword });
    api = world.api;
    cookie = cookieHeader(await signIn(api));
  });
  afterAll(() => world.close());

  test.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, route) => {
    const path = concretePath(route.path);
    const headers = { cookie, 'x-forwarded-for': randomIp() };
    if (route.method === 'GET') {
      const { status } = await api.call('GET', `${path}?loginId=${HUGE}&type[]=x&size=-1`, { headers });
      expect(status).toBeLessThan(500);
      return;
    }
    for (const [contentType, text] of malformedBodies(route)) {
      const response = await fetch(`${api.url}${path}`, { method: route.method, headers: { ...headers, 'content-type': contentType }, body: text });
      if (response.status >= 500) throw new Error(`${route.method} ${path} answered ${response.status} to ${contentType} ${text.slice(0, 80)}`);
      await response.arrayBuffer();
    }
  });
});
