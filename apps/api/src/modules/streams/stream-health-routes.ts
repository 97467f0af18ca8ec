import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import {
  STREAM_HEALTH_LIMITS,
  StreamHealth,
  streamRoutes,
  streamHealthWarnings,
  type MyStreamHealth,
} from '@onair/contracts';
import { broadcasts, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { standingIn } from '../../platform/permissions/channel-access';

const notTheirs = () => new ApiError(403, 'FORBIDDEN', 'stream.healthOwnerOnly');

/**
 * GET /api/my/stream-health?channelId: the live broadcast's health as its media node last reported
 * it with a heartbeat (docs/media.md, "Stream health"). The streamer's and the channel's managers':
 * what an encoder sends is theirs to fix, and of no use to anyone else.
 */
export function streamHealthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerRoute(app, streamRoutes.myStreamHealth, async ({ query, request }): Promise<MyStreamHealth> => {
    const standing = await standingIn(db, query.channelId, request);
    if (standing.role !== 'owner' && standing.role !== 'manager') throw notTheirs();
    const [live] = await db
      .select({ health: broadcasts.health, healthAt: broadcasts.healthAt })
      .from(broadcasts)
      .where(and(eq(broadcasts.channelId, query.channelId), isNull(broadcasts.endedAt)));
    const fresh =
      live?.healthAt && Date.now() - live.healthAt.getTime() <= STREAM_HEALTH_LIMITS.freshSeconds * 1000
        ? v.safeParse(StreamHealth, live.health)
        : null;
    const health = fresh?.success ? fresh.output : null;
    return { channelId: query.channelId, live: live !== undefined, health, warnings: health ? streamHealthWarnings(health) : [] };
  });
}
