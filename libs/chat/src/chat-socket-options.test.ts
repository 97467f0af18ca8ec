/**
 * @jest-environment node
 */
// Node environment: the last tests talk to a real socket.io server.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { createAuthRetryPolicy } from './auth-retry-policy';
import { chatSocketOptions, type ChatAuth } from './chat-socket-options';

test('WebSocket only, with credentials, the four auth fields, and reconnection from 500 ms up to 5 s', () => {
  expect(chatSocketOptions({ token: 'access-token', type: 'oauth', ticket: 'room-ticket', retry: 3 })).toEqual({
    transports: ['websocket'],
    withCredentials: true,
    auth: { token: 'access-token', type: 'oauth', ticket: 'room-ticket', retry: 3 },
    reconnection: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
});

test('ticket defaults to empty and retry to 0; type may be empty', () => {
  expect(chatSocketOptions({ token: '', type: '' }).auth).toEqual({ token: '', type: '', ticket: '', retry: 0 });
});

describe('against a real socket.io server', () => {
  let http: HttpServer;
  let server: Server;
  let url: string;
  let socket: Socket | undefined;
  const handshakes: Array<{ auth: ChatAuth; transport: string }> = [];
  let refuseFirst = 0;

  beforeAll(async () => {
    http = createServer();
    server = new Server(http);
    server.use((incoming, next) => {
      handshakes.push({ auth: incoming.handshake.auth as ChatAuth, transport: incoming.conn.transport.name });
      next(handshakes.length <= refuseFirst ? new Error('Unauthorized') : undefined);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    socket?.disconnect();
    handshakes.length = 0;
  });
  afterAll(async () => {
    await server.close();
  });

  test('the handshake carries the auth payload over a WebSocket from the first request', async () => {
    refuseFirst = 0;
    socket = io(url, chatSocketOptions({ token: 'access-token', type: 'oauth' }));
    await new Promise<void>((resolve) => socket?.once('connect', resolve));
    expect(handshakes).toEqual([
      { auth: { token: 'access-token', type: 'oauth', ticket: '', retry: 0 }, transport: 'websocket' },
    ]);
  });

  test('Unauthorized is retried with the retry count in auth until the server lets the socket in', async () => {
    refuseFirst = 2;
    const policy = createAuthRetryPolicy({ delayMs: 10 });
    const client = io(url, chatSocketOptions({ token: 'stale-token', type: '' }));
    socket = client;
    const actions: string[] = [];
    client.on('connect_error', (error) => {
      const next = policy.next(error.message);
      actions.push(next.action);
      if (next.action !== 'retry') return;
      // A middleware refusal is final for socket.io; the policy decides when to knock again.
      client.auth = { ...(client.auth as ChatAuth), retry: policy.retries };
      setTimeout(() => client.connect(), next.delayMs);
    });
    await new Promise<void>((resolve) => client.once('connect', resolve));
    policy.reset();
    expect(actions).toEqual(['retry', 'retry']);
    expect(handshakes.map((handshake) => handshake.auth.retry)).toEqual([0, 1, 2]);
  });
});
