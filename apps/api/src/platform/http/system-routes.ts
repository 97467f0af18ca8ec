import type { FastifyInstance } from 'fastify';
import { ALL_ROUTES, OPENAPI_INFO, buildOpenApiDocument, systemRoutes } from '@onair/contracts';
import type { DatabaseKind } from '@onair/db';
import type { SharedCache } from '../shared-cache';
import { registerRoute } from './register-route';

/** Health (which database and cache this node runs on) and the OpenAPI document. */
export function systemRoutesPlugin(app: FastifyInstance, { databaseKind, cacheKind }: { databaseKind: DatabaseKind; cacheKind: SharedCache['kind'] }) {
  registerRoute(app, systemRoutes.health, async ({ request }) => ({
    status: 'ok' as const,
    database: databaseKind,
    cache: cacheKind,
    brand: request.brand.code,
  }));

  const document = buildOpenApiDocument(ALL_ROUTES, OPENAPI_INFO);
  app.get('/api/openapi.json', async () => document);
}
