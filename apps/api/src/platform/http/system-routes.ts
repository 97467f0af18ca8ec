import type { FastifyInstance } from 'fastify';
import { ALL_ROUTES, OPENAPI_INFO, buildOpenApiDocument, systemRoutes } from '@onair/contracts';
import { registerRoute } from './register-route';
import type { AppServices } from '../services';

export function systemRoutesPlugin(app: FastifyInstance, services: AppServices) {
  registerRoute(app, systemRoutes.health, async ({ request }) => ({
    status: 'ok' as const,
    database: services.database.kind,
    cache: services.cacheKind,
    brand: request.brand.code,
  }));

  const document = buildOpenApiDocument(ALL_ROUTES, OPENAPI_INFO);
  app.get('/api/openapi.json', async () => document);
}
