import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import { Server as SocketServer } from 'socket.io';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** A node that says its name over HTTP and over socket.io, as the API nodes would answer differently. */
async function startNode(name: string) {
  const http = createServer((_request, response) => response.end(name));
  const sockets = new SocketServer(http, { transports: ['websocket'] });
  sockets.on('connection', (socket) => socket.on('whoami', (reply: (node: string) => void) => reply(name)));
  const port = await listen(http);
  return { port, close: () => new Promise<void>((resolve) => sockets.close(() => resolve())) };
}

test('the front spreads requests over the nodes in turn and carries websocket connections through', async () => {
  const nodes = [await startNode('a'), await startNode('b')];
  const proxy: Server = await startRoundRobinProxy({ port: 0, targets: nodes.map(({ port }) => ({ host: '127.0.0.1', port })) });
  const front = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  try {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await (await fetch(`${front}/api/health`)).text());
    expect(answers).toEqual(['a', 'b', 'a', 'b']);

    const client = io(front, { transports: ['websocket'], reconnection: false });
    const node = await new Promise<string>((resolve, reject) => {
      client.on('connect_error', reject);
      client.on('connect', () => client.emit('whoami', resolve));
    });
    expect(['a', 'b']).toContain(node);
    client.close();
  } finally {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
    await Promise.all(nodes.map((node) => node.close()));
  }
});
