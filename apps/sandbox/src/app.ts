import Fastify, { type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { installErrorHandler, type ServerErrorReport } from './errors';
import { gatewayRoutes } from './gateway/routes';
import type { GatewayOptions } from './gateway/options';
import { identityRoutes } from './identity/routes';
import { renderIndexPage } from './index-page';
import { liveVideoRoutes } from './live-video/routes';
import { pushServiceRoutes } from './push/routes';
import { objectStoreRoutes, type ObjectStoreOptions } from './object-store/routes';
import { createSmsOutbox } from './sms/outbox';
import { smsRoutes } from './sms/routes';

export type SandboxOptions = {
  /** Messages kept in the SMS outbox; default 500. */
  smsOutboxLimit?: number;
  /** The payment gateway's keys and webhook retry delays; default from SANDBOX_GATEWAY_* (docs/payment-gateway.md). */
  gateway?: Partial<GatewayOptions>;
  /** The S3-compatible object store's credentials (docs/uploads.md). */
  objectStore?: ObjectStoreOptions;
  fastify?: FastifyServerOptions;
  /** Where a 5xx is reported besides the log (Sentry when SENTRY_DSN is set). */
  reportServerError?: ServerErrorReport;
};

/** The sandbox app with its state in memory; nothing listens until the caller says so. */
export function buildSandboxApp({ smsOutboxLimit, gateway, objectStore, fastify, reportServerError }: SandboxOptions = {}) {
  // Every log line of a request carries its id: the front's X-Request-Id when plain, a new one otherwise.
  // The sandbox plays outside services for development and tests only: when it stops, nobody is owed
  // an answer, and a keep-alive connection Node does not count as idle would hold close() for 72 s.
  const app = Fastify({ genReqId: requestIdOf, forceCloseConnections: true, ...fastify });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app, reportServerError);
  const outbox = createSmsOutbox({ limit: smsOutboxLimit });

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderIndexPage(outbox.list())));
  smsRoutes(app, outbox);
  identityRoutes(app);
  gatewayRoutes(app, gateway);
  objectStoreRoutes(app, objectStore);
  liveVideoRoutes(app);
  pushServiceRoutes(app);
  return app;
}

/** What a front may send as a request id (the API's rule): short and plain, so it cannot forge a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}
