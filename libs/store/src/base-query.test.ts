import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guestApi } from '@onair/api-client';
import { makeStore } from './make-store';

/** A real HTTP server standing in for the API, recording what the client sent. */
function startServer(status: number, body: unknown) {
  const seen: { url?: string; headers?: IncomingHttpHeaders } = {};
  const server: Server = createServer((request, response) => {
    seen.url = request.url;
    seen.headers = request.headers;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  return new Promise<{ url: string; seen: typeof seen; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => server.close() }),
    ),
  );
}

test('generated endpoints send the brand site code and read the answer', async () => {
  const server = await startServer(200, { msg: 'ok' });
  try {
    const store = makeStore({ baseUrl: server.url, brand: 'mint' });
    const result = await store.dispatch(guestApi.guestEndpoints.endpoints.checkLoginId.initiate({ id: 'newbie01' }));
    expect(result.data).toEqual({ msg: 'ok' });
    expect(server.seen.url).toBe('/api/guest/loginId/newbie01');
    expect(server.seen.headers?.['x-site-code']).toBe('mint');
    expect(store.getState().app.brand).toBe('mint');
  } finally {
    server.close();
  }
});

test('a 503 sends the user to the maintenance notice', async () => {
  const server = await startServer(503, { statusCode: 503, code: 'MAINTENANCE', message: '점검 중' });
  try {
    let redirected = 0;
    const store = makeStore({ baseUrl: server.url, brand: 'onair', onMaintenance: () => redirected++ });
    const result = await store.dispatch(guestApi.guestEndpoints.endpoints.timeCheck.initiate());
    expect(result.error).toMatchObject({ status: 503 });
    expect(redirected).toBe(1);
  } finally {
    server.close();
  }
});

test('each store is its own: state does not leak between them', () => {
  const first = makeStore({ brand: 'onair' });
  const second = makeStore({ brand: 'bellcast' });
  expect(first.getState().app.brand).toBe('onair');
  expect(second.getState().app.brand).toBe('bellcast');
  expect(first.getState().session.profile).toBeNull();
});
