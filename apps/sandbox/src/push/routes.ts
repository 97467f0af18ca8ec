import type { FastifyInstance } from 'fastify';
import { aes128gcmProblem, vapidProblem } from './vapid-check';

/** A message the push service accepted, kept for tests to read and decrypt. */
export type ReceivedPush = { ttl: number; urgency: string | null; vapidKey: string; body: string };

const KEPT_PER_SUBSCRIPTION = 50;

/**
 * The Web Push service stand-in (RFC 8030): the API's push sender posts to a subscription's
 * endpoint here, /push/send/{id}. It checks what a real push service checks (VAPID, the
 * aes128gcm coding, TTL) and keeps the encrypted message; an id starting with "gone-" answers
 * 410 as for an expired subscription. GET /push/received/{id} lists what arrived.
 */
export function pushServiceRoutes(app: FastifyInstance) {
  const received = new Map<string, ReceivedPush[]>();

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.post<{ Params: { id: string } }>('/push/send/:id', async (request, reply) => {
      const { id } = request.params;
      if (id.startsWith('gone-')) return reply.status(410).send({ error: 'subscription expired' });
      const audience = `${request.protocol}://${request.headers.host ?? ''}`;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const ttl = Number(request.headers['ttl']);
      const unauthorized = vapidProblem(request.headers.authorization, audience);
      if (unauthorized) return reply.status(401).send({ error: unauthorized });
      const problem =
        (request.headers['content-encoding'] === 'aes128gcm' ? null : 'content-encoding must be aes128gcm') ??
        (Number.isInteger(ttl) && ttl >= 0 ? null : 'TTL must be a whole number of seconds') ??
        aes128gcmProblem(body);
      if (problem) return reply.status(400).send({ error: problem });
      const key = /k=([A-Za-z0-9_-]+)/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const list = received.get(id) ?? [];
      list.push({
        ttl,
        urgency: (request.headers['urgency'] as string | undefined) ?? null,
        vapidKey: key,
        body: body.toString('base64'),
      });
      received.set(id, list.slice(-KEPT_PER_SUBSCRIPTION));
      return reply.status(201).send();
    });
  });

  app.get<{ Params: { id: string } }>('/push/received/:id', async (request) => ({
    messages: received.get(request.params.id) ?? [],
  }));
}
