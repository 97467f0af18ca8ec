import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { accountRoutesPlugin } from './auth/account-routes';
import { installSessions } from './auth/install-sessions';
import { installChat } from './chat/chat-server';
import { oauthRoutesPlugin } from './oauth/oauth-routes';
import { paymentsPlugin } from './payments/payments-plugin';
import { moneyRoutesPlugin } from './money/money-routes';
import { installBrandResolution } from './plugins/brand';
import { installErrorHandler } from './plugins/error-handler';
import { installMaintenance } from './maintenance/install-maintenance';
import { createRepositories } from './repositories/index';
import { authRoutesPlugin } from './routes/auth';
import { csRoutesPlugin } from './routes/cs';
import { guestRoutesPlugin } from './routes/guest';
import { systemRoutesPlugin } from './routes/system';
import type { AppServices } from './services';
import { verificationRoutesPlugin } from './verification/verification-routes';

/** Builds the API around the given services; nothing listens until the caller says so. */
export async function buildApp(services: AppServices, options: FastifyServerOptions = {}) {
  const app = Fastify({ trustProxy: true, ...options });
  await app.register(cookie);
  await app.register(formbody);
  installErrorHandler(app);
  installBrandResolution(app, services.defaultBrand);
  // Before sessions and every route: during maintenance other calls are refused first, at no cost.
  installMaintenance(app, services);
  // Sessions first: every later route may ask who the member is, and the Origin check guards them all.
  installSessions(app, services);

  const repos = createRepositories(services.database.db);
  systemRoutesPlugin(app, services);
  authRoutesPlugin(app);
  accountRoutesPlugin(app, services, repos);
  verificationRoutesPlugin(app, services, repos);
  oauthRoutesPlugin(app, services, repos);
  guestRoutesPlugin(app, repos);
  csRoutesPlugin(app, repos);
  moneyRoutesPlugin(app, services, repos);
  paymentsPlugin(app, services, app.ledger);
  // After the money routes: the chat shows their gifts (app.giftEvents).
  installChat(app, services);
  return app;
}
