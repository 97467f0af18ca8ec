/** What the fake API saw of one request. */
export type SeenRequest = { method: string; path: string; url: URL; headers: Headers; credentials: RequestCredentials; body: string };

export type FakeRoute = (request: SeenRequest) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * A fetch for fetchBaseQuery's fetchFn: answers by path from `routes`, records every request,
 * 404 for anything unknown. Keeps tests off the network and in control of timing.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const seen: SeenRequest[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const entry: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      url: new URL(request.url),
      headers: request.headers,
      credentials: request.credentials,
      body: await request.text(),
    };
    seen.push(entry);
    const route = routes[`${entry.method} ${entry.path}`];
    const { status, body } = route ? await route(entry) : { status: 404, body: { message: 'not found' } };
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const count = (method: string, path: string) => seen.filter((request) => request.method === method && request.path === path).length;
  return { fetchFn: fetchFn as typeof fetch, seen, count };
}

export const FAKE_API_URL = 'http://api.test';
