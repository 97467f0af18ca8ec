import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { installErrorHandler } from './http/error-handler';
import { requestIdOf } from './http/request-id';
import { startErrorReports } from './error-reports';

/** A local HTTP server playing Sentry's ingest endpoint: it keeps every envelope it is sent. */
async function sentryReceiver() {
  const envelopes: Array<{ path: string; body: string }> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      envelopes.push({ path: request.url ?? '', body: body.toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { envelopes, port, close: () => new Promise((resolve) => server.close(resolve)) };
}

test("a 5xx goes to Sentry with its request id and route when SENTRY_DSN is set; a client's 4xx does not", async () => {
  const receiver = await sentryReceiver();
  const reports = startErrorReports(`http://publickey@127.0.0.1:${receiver.port}/42`, { app: 'api', node: 'api-test' });
  const app = Fastify({ genReqId: requestIdOf });
  installErrorHandler(app, reports.report);
  app.get('/api/boom', async () => {
    throw new Error('ledger fold exploded');
  });
  app.get('/api/refused', async (_request, reply) => reply.status(404).send({ nothing: true }));
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const failed = await fetch(`${url}/api/boom`, { headers: { 'x-request-id': 'front-req-7' } });
    expect(failed.status).toBe(500);
    // The user sees no detail; the report has it.
    expect(await failed.text()).not.toContain('exploded');
    expect((await fetch(`${url}/api/refused`)).status).toBe(404);
    expect(await reports.flush(5000)).toBe(true);

    const events = receiver.envelopes.filter((envelope) => envelope.body.includes('"type":"event"'));
    expect(receiver.envelopes.every((envelope) => envelope.path.startsWith('/api/42/envelope/'))).toBe(true);
    expect(events).toHaveLength(1);
    const body = events[0]?.body ?? '';
    expect(body).toContain('ledger fold exploded');
    expect(body).toContain('"request_id":"front-req-7"');
    expect(body).toContain('"app":"api"');
    expect(body).toContain('"route":"/api/boom"');
    // Nothing the request carried beyond what was reported: no headers, no address.
    expect(body).not.toContain('ip_address');
    expect(body).not.toContain('accept-language');
  } finally {
    await app.close();
    await receiver.close();
  }
});
