import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { liveChannelPage } from './live-channel-query';

/** GET /api/admin/live/channels: the request brand's channels on air (or suspended), paged and sorted. */
export function liveChannelRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerRoute(app, adminRoutes.liveChannels, async ({ query, request }) =>
    liveChannelPage(db, request.brand.code, query),
  );
}
