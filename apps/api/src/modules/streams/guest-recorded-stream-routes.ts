import type { FastifyInstance } from 'fastify';
import { streamRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { channelStanding } from '../../platform/permissions/channel-role';
import { recordedStreamOf, recordedStreamPage } from './recorded-stream-query';
import { findRecording } from './recording-lookup';
import type { PlaybackGate } from '../live-auth/index';
import type { MediaUrls } from './stream-urls';

/**
 * The channel page's replays, for anyone: GET /api/guest/recorded-stream-list and
 * /api/guest/recorded-stream/{recordedStreamId}. A channel belongs to its owner's brand, so another
 * brand's channel and its recordings are answered as absent. An adult or password room's
 * recordings are behind its door like its live stream (403 with live-Auth's message); the replays
 * page carries no room ticket, so a password room's are for its staff and room-pass holders.
 * Deleted recordings are absent for everyone, hidden ones for everyone but the channel's owner.
 */
export function guestRecordedStreamRoutes(
  app: FastifyInstance,
  { db, media, playback }: { db: Database; media: MediaUrls; playback: PlaybackGate },
) {
  registerRoute(app, streamRoutes.guestRecordedStreamList, async ({ query, request }) => {
    const standing = await channelStanding(db, query.channelId, request.brand.code, request.member ?? null);
    if (!standing) throw new ApiError(404, 'NOT_FOUND', 'stream.recordedChannelNotFound');
    const admission = await playback.admit(request, query.channelId);
    return recordedStreamPage(db, admission, query, media, standing.role === 'owner');
  });

  registerRoute(app, streamRoutes.guestRecordedStream, async ({ params, request }) => {
    const found = await findRecording(db, params.recordedStreamId, request.brand.code, request.member ?? null);
    const admission = await playback.admit(request, found.recording.channelId);
    return recordedStreamOf(admission, found.recording, media, found.nodeUrl);
  });
}
