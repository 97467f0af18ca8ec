// A small front for `npm run start:cluster`: spreads HTTP requests and websocket upgrades over the
// API nodes in turn. The chat is websocket-only, so a connection stays on the node it reached and
// no sticky sessions are needed; the nodes share rooms through Redis.
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/** @param {{ port: number, targets: { host: string, port: number }[] }} options */
export function startRoundRobinProxy({ port, targets }) {
  let next = 0;
  const pick = () => targets[next++ % targets.length];

  const server = createServer((incoming, outgoing) => {
    const target = pick();
    const upstream = httpRequest(
      { host: target.host, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });

  // A websocket upgrade is passed through as raw bytes once the request line and headers are replayed.
  server.on('upgrade', (incoming, socket, head) => {
    const target = pick();
    const upstream = connect(target.port, target.host, () => {
      const headers = Object.entries(incoming.headers).map(([name, value]) => `${name}: ${value}`);
      upstream.write(`${incoming.method} ${incoming.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  });

  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
