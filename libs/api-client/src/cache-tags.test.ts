/**
 * @jest-environment node
 */
import { ALL_ROUTES } from '@onair/contracts';
import { ENDPOINT_TAGS } from './cache-tags';

const routeOf = (name: string) => ALL_ROUTES.find((route) => route.operationId === name);

test('each tagged endpoint is a route of the contract: a query provides, any other method invalidates', () => {
  const misplaced = Object.entries(ENDPOINT_TAGS).flatMap(([name, rule]) => {
    const route = routeOf(name);
    if (!route) return [`${name}: no such route`];
    const isQuery = route.method === 'GET';
    return isQuery === 'providesTags' in rule
      ? []
      : [`${name}: ${route.method} must ${isQuery ? 'provide' : 'invalidate'}`];
  });
  expect(misplaced).toEqual([]);
});

test('a route that only asks (changesNothing) invalidates nothing', () => {
  const asking = ALL_ROUTES.filter((route) => route.changesNothing).map((route) => route.operationId);
  expect(asking).toContain('liveAuth');
  expect(asking.filter((name) => name in ENDPOINT_TAGS)).toEqual([]);
});
