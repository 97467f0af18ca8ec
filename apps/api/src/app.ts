import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { installBrandResolution } from './plugins/brand';
import { installErrorHandler } from './plugins/error-handler';
import { createRepositories } from './repositories/index';
import { authRoutesPlugin } from './routes/auth';
import { csRoutesPlugin } from './routes/cs';
import { guestRoutesPlugin } from './routes/guest';
import { systemRoutesPlugin } from './routes/system';
import type { AppServices } from './services';

/** Builds the API around the given services; nothing listens until the caller says so. */
export async function buildApp(services: AppServices, options: FastifyServerOptions = {}) {
  const app = Fastify({ trustProxy: true, ...options });
  await app.register(cookie);
  installErrorHandler(app);
  installBrandResolution(app, services.defaultBrand);

  const repos = createRepositories(services.database.db);
  systemRoutesPlugin(app, services);
  authRoutesPlugin(app);
  guestRoutesPlugin(app, repos);
  csRoutesPlugin(app, repos);
  return app;
}
