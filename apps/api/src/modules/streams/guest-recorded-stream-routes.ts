import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { streamRoutes } from '@onair/contracts';
import { broadcasts, channels, mediaNodes, members, recordedStreams, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { channelStanding } from '../../platform/permissions/channel-role';
import { recordedStreamOf, recordedStreamPage, recordingNode } from './recorded-stream-query';
import type { PlaybackGate } from '../live-auth/index';
import type { MediaUrls } from './stream-urls';

const MAX_SERIAL = 2_147_483_647;

/**
 * The channel page's replays, for anyone: GET /api/guest/recorded-stream-list and
 * /api/guest/recorded-stream/{recordedStreamId}. A channel belongs to its owner's brand, so another
 * brand's channel and its recordings are answered as absent. An adult or password room's
 * recordings are behind its door like its live stream (403 with live-Auth's message); the replays
 * page carries no room ticket, so a password room's are for its staff and room-pass holders.
 */
export function guestRecordedStreamRoutes(
  app: FastifyInstance,
  { db, media, playback }: { db: Database; media: MediaUrls; playback: PlaybackGate },
) {
  registerRoute(app, streamRoutes.guestRecordedStreamList, async ({ query, request }) => {
    // Only whether the channel is here matters, not the caller's role in it.
    if (!(await channelStanding(db, query.channelId, request.brand.code, null))) {
      throw new ApiError(404, 'NOT_FOUND', 'stream.recordedChannelNotFound');
    }
    return recordedStreamPage(db, await playback.admit(request, query.channelId), query, media);
  });

  registerRoute(app, streamRoutes.guestRecordedStream, async ({ params, request }) => {
    const notFound = new ApiError(404, 'NOT_FOUND', 'stream.recordedStreamNotFound');
    if (params.recordedStreamId > MAX_SERIAL) throw notFound;
    const [found] = await db
      .select({ recording: recordedStreams, nodeUrl: mediaNodes.publicUrl })
      .from(recordedStreams)
      .innerJoin(channels, eq(channels.channelId, recordedStreams.channelId))
      .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
      .leftJoin(broadcasts, recordingNode.broadcast)
      .leftJoin(mediaNodes, recordingNode.node)
      .where(and(eq(recordedStreams.recordedStreamId, params.recordedStreamId), eq(members.brand, request.brand.code)));
    if (!found) throw notFound;
    const admission = await playback.admit(request, found.recording.channelId);
    return recordedStreamOf(admission, found.recording, media, found.nodeUrl);
  });
}
