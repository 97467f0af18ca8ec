import { createServer, type Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchWithRetries, ObjectStorageUnavailable, type RetryPolicy } from './retrying-fetch';

type Answer = (req: IncomingMessage, res: ServerResponse) => void;

/** A store that answers its requests in turn as told, then 200 "ok". */
async function scriptedStore(...answers: Answer[]): Promise<{ url: string; server: Server; requests: () => number }> {
  let requests = 0;
  const server = createServer((req, res) => {
    const answer = answers[requests++];
    if (answer) answer(req, res);
    else res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server, requests: () => requests };
}

const POLICY: RetryPolicy = { attempts: 3, timeoutMs: 2_000, baseDelayMs: 10, maxDelayMs: 3_000 };

describe('fetchWithRetries', () => {
  test('a Retry-After of the store is waited for before the next try', async () => {
    const store = await scriptedStore((_req, res) => res.writeHead(503, { 'retry-after': '1' }).end());
    try {
      const started = Date.now();
      const response = await fetchWithRetries('GET x', async (signal) => new Request(store.url, { signal }), POLICY);
      expect(await response.text()).toBe('ok');
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
      expect(store.requests()).toBe(2);
    } finally {
      store.server.close();
    }
  });

  test('a connection the store drops is tried again, and each try is made afresh', async () => {
    const store = await scriptedStore((req) => req.socket.destroy());
    const made: number[] = [];
    const retried: string[] = [];
    try {
      const response = await fetchWithRetries(
        'PUT x',
        async (signal) => {
          made.push(made.length + 1);
          return new Request(store.url, { method: 'PUT', body: 'bytes', signal });
        },
        POLICY,
        (reason, attempt) => retried.push(`${attempt}: ${'error' in reason ? 'no answer' : reason.status}`),
      );
      expect(response.status).toBe(200);
      expect(made).toEqual([1, 2]);
      expect(retried).toEqual(['1: no answer']);
    } finally {
      store.server.close();
    }
  });

  test('a store nobody listens on fails after the last try, saying why', async () => {
    const store = await scriptedStore();
    const { url } = store;
    await new Promise((resolve) => store.server.close(resolve));
    const failed = fetchWithRetries('DELETE x', async (signal) => new Request(url, { method: 'DELETE', signal }), { ...POLICY, attempts: 2 });
    await expect(failed).rejects.toBeInstanceOf(ObjectStorageUnavailable);
    await expect(failed).rejects.toThrow(/^DELETE x: fetch failed: .*ECONNREFUSED.* after 2 tries$/);
  });
});
