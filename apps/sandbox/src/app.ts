import Fastify, { type FastifyServerOptions } from 'fastify';
import { installErrorHandler } from './errors';
import { gatewayRoutes } from './gateway/routes';
import type { GatewayOptions } from './gateway/options';
import { identityRoutes } from './identity/routes';
import { renderIndexPage } from './index-page';
import { liveVideoRoutes } from './live-video/routes';
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
};

/** The sandbox app with its state in memory; nothing listens until the caller says so. */
export function buildSandboxApp({ smsOutboxLimit, gateway, objectStore, fastify }: SandboxOptions = {}) {
  const app = Fastify(fastify);
  installErrorHandler(app);
  const outbox = createSmsOutbox({ limit: smsOutboxLimit });

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderIndexPage(outbox.list())));
  smsRoutes(app, outbox);
  identityRoutes(app);
  gatewayRoutes(app, gateway);
  objectStoreRoutes(app, objectStore);
  liveVideoRoutes(app);
  return app;
}
