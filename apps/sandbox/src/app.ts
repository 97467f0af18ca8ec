import Fastify, { type FastifyServerOptions } from 'fastify';
import { installErrorHandler } from './errors';
import { identityRoutes } from './identity/routes';
import { renderIndexPage } from './index-page';
import { createSmsOutbox } from './sms/outbox';
import { smsRoutes } from './sms/routes';

export type SandboxOptions = {
  /** Messages kept in the SMS outbox; default 500. */
  smsOutboxLimit?: number;
  fastify?: FastifyServerOptions;
};

/** The sandbox app with its state in memory; nothing listens until the caller says so. */
export function buildSandboxApp({ smsOutboxLimit, fastify }: SandboxOptions = {}) {
  const app = Fastify(fastify);
  installErrorHandler(app);
  const outbox = createSmsOutbox({ limit: smsOutboxLimit });

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderIndexPage(outbox.list())));
  smsRoutes(app, outbox);
  identityRoutes(app);
  return app;
}
