import { fakeApi, type FakeRoute, type SeenRequest } from '@onair/store/testing';

export type MemberRoutes = Record<string, FakeRoute>;

/** A JSON answer (200 unless told). */
export const reply =
  (body: unknown, status = 200): FakeRoute =>
  () => ({ status, body });

/** An ErrorBody answer as the API sends it. */
export const refuse =
  (status: number, code: string, message: string): FakeRoute =>
  () => ({ status, body: { statusCode: status, code, message } });

/** Answers each call with the next route of the list, the last one for every call after. */
export function inTurn(first: FakeRoute, ...then: FakeRoute[]): FakeRoute {
  const routes = [first, ...then];
  let call = 0;
  return (request) => {
    const route = routes[Math.min(call, routes.length - 1)] ?? first;
    call += 1;
    return route(request);
  };
}

/**
 * The HTTP boundary of the tests: @onair/store's fake fetch (answers by "METHOD /path", 404 for
 * anything else), plus the full URL of every request for the page and size of lists.
 */
export function memberApi(routes: MemberRoutes) {
  const api = fakeApi(routes);
  const urls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // Not new Request(input): that would take the body the fake fetch still has to read.
    urls.push(input instanceof Request ? input.url : String(input));
    return api.fetchFn(input, init);
  }) as typeof fetch;
  const requests = (method: string, path: string): SeenRequest[] =>
    api.seen.filter((request) => request.method === method && request.path === path);
  const bodiesOf = (method: string, path: string) =>
    requests(method, path).map((request) => JSON.parse(request.body) as unknown);
  return { fetchFn, urls, requests, bodiesOf, count: api.count };
}

export type MemberApi = ReturnType<typeof memberApi>;
