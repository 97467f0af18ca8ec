// The baseline: a bare Fastify server with Fastify's defaults, answering GET /bare/<read> with the
// very JSON the API gave for that read (same shape, same size), serialized on every request as the
// API does; no brand, no session, no database, no validation. Run as a child process:
// PORT=… BARE_BODIES=<file of { name: body }> node --import tsx bench/reads/bare-server.ts
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(String(process.env['BARE_BODIES']), 'utf8')) as Record<string, unknown>;
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
app.get<{ Params: { name: string } }>('/bare/:name', async (request, reply) => {
  const body = bodies[request.params.name];
  if (body === undefined) return reply.code(404).send({ error: 'unknown read' });
  return body;
});
await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
