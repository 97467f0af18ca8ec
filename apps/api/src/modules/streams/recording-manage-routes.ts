import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { streamRoutes } from '@onair/contracts';
import { recordedStreams, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { memberOf } from '../../platform/sessions/member-of';
import type { PlaybackGate } from '../live-auth/index';
import { recordedStreamOf, visibilityChange } from './recorded-stream-query';
import { findRecording } from './recording-lookup';
import type { MediaUrls } from './stream-urls';

/**
 * The streamer manages their recordings (docs/media.md, "Managing recordings"):
 * PATCH /api/my/recorded-stream/{id} renames or hides one, DELETE removes it. The channel's owner only:
 * anyone else is 403 `채널 운영자 본인만 변경할 수 있습니다.` for a recording they can see, and 404 for
 * one hidden from them, deleted, missing or of another brand.
 */
export function recordingManageRoutes(
  app: FastifyInstance,
  { db, media, playback }: { db: Database; media: MediaUrls; playback: PlaybackGate },
) {
  async function ownRecording(recordedStreamId: number, request: Parameters<typeof memberOf>[0]) {
    const found = await findRecording(db, recordedStreamId, request.brand.code, memberOf(request));
    if (!found.isOwner) throw new ApiError(403, 'FORBIDDEN', 'stream.recordingOwnerOnly');
    return found;
  }

  registerRoute(app, streamRoutes.updateRecordedStream, async ({ params, body, request }) => {
    const found = await ownRecording(params.recordedStreamId, request);
    const changes = {
      ...(body.title === undefined ? {} : { title: body.title }),
      ...(body.hidden === undefined ? {} : visibilityChange(body.hidden, new Date())),
    };
    let recording = found.recording;
    if (Object.keys(changes).length > 0) {
      const [updated] = await db
        .update(recordedStreams)
        .set(changes)
        .where(and(eq(recordedStreams.recordedStreamId, recording.recordedStreamId), isNull(recordedStreams.deletedAt)))
        .returning();
      if (!updated) throw new ApiError(404, 'NOT_FOUND', 'stream.recordedStreamNotFound');
      recording = updated;
    }
    const admission = await playback.admit(request, recording.channelId);
    return recordedStreamOf(admission, recording, media, found.nodeUrl);
  });

  // Marks the row only: every answer leaves it out at once, and the node holding the files removes
  // them at its next heartbeat (recording-purges.ts), even when it is down now.
  registerRoute(app, streamRoutes.deleteRecordedStream, async ({ params, request }) => {
    const found = await ownRecording(params.recordedStreamId, request);
    const [deleted] = await db
      .update(recordedStreams)
      .set({ deletedAt: new Date() })
      .where(and(eq(recordedStreams.recordedStreamId, found.recording.recordedStreamId), isNull(recordedStreams.deletedAt)))
      .returning({ recordedStreamId: recordedStreams.recordedStreamId });
    if (!deleted) throw new ApiError(404, 'NOT_FOUND', 'stream.recordedStreamNotFound');
    return { recordedStreamId: deleted.recordedStreamId, deleted: true as const };
  });
}
