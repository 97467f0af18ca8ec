import { fakeApi, type FakeRoute, type SeenRequest } from './fake-api';

/**
 * The HTTP boundary of page tests: fakeApi (answers by "METHOD /path", 404 for anything else), plus
 * the full URL of every request (for the page and size of lists) and ways to read what was sent.
 */
export function recordingApi(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  const urls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // Not new Request(input): that would take the body the fake fetch still has to read.
    urls.push(input instanceof Request ? input.url : String(input));
    return api.fetchFn(input, init);
  }) as typeof fetch;
  const requests = (method: string, path: string): SeenRequest[] =>
    api.seen.filter((request) => request.method === method && request.path === path);
  const keysOf = (method: string, path: string) =>
    requests(method, path).map((request) => request.headers.get('idempotency-key'));
  const bodiesOf = (method: string, path: string) =>
    requests(method, path).map((request) => JSON.parse(request.body) as unknown);
  return { fetchFn, urls, requests, keysOf, bodiesOf, count: api.count };
}

export type RecordingApi = ReturnType<typeof recordingApi>;
