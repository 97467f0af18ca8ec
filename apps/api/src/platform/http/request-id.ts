import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** What a front may send as a request id: short and plain, so it cannot forge a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the front's X-Request-Id when it is a plain token (so one request keeps one
 * id from HAProxy to the log), a new UUID otherwise. Every log line of the request carries it.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request, so a user's report or a front's log leads to the API's log lines. */
export function installRequestIdHeader(app: FastifyInstance) {
  // A callback hook: every request runs it, and an async one cost each a promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
