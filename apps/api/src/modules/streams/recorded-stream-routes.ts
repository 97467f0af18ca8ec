import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { streamRoutes } from '@onair/contracts';
import { channels, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { memberOf } from '../../platform/sessions/member-of';
import type { PlaybackGate } from '../live-auth/index';
import { channelStanding } from '../../platform/permissions/channel-role';
import { recordedStreamPage } from './recorded-stream-query';
import type { MediaUrls } from './stream-urls';

/**
 * GET /api/my/recorded-stream-list: a channel's recordings, newest first (2 to a page by default).
 * Another member's adult or password room is behind its door here as on the guest routes. The
 * owner's own list includes the recordings they hid.
 */
export function recordedStreamRoutes(
  app: FastifyInstance,
  { db, media, playback }: { db: Database; media: MediaUrls; playback: PlaybackGate },
) {
  registerRoute(app, streamRoutes.recordedStreamList, async ({ query, request }) => {
    const member = memberOf(request);
    let channelId = query.channelId;
    let ownerView = channelId === undefined;
    if (channelId === undefined) {
      const [own] = await db
        .select({ channelId: channels.channelId })
        .from(channels)
        .where(eq(channels.ownerMemberId, member.memberId));
      if (!own) throw new ApiError(403, 'FORBIDDEN', 'stream.noChannel');
      channelId = own.channelId;
    } else {
      const standing = await channelStanding(db, channelId, request.brand.code, member);
      if (!standing) throw new ApiError(404, 'NOT_FOUND', 'stream.recordedChannelNotFound');
      ownerView = standing.role === 'owner';
    }
    return recordedStreamPage(db, await playback.admit(request, channelId), query, media, ownerView);
  });
}
