import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { clipRoutes, ERROR_CODES, type ClipCreate, type MessageKey } from '@onair/contracts';
import { broadcasts, clips, clipViews, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { channelStanding } from '../../platform/permissions/channel-role';
import { memberOf } from '../../platform/sessions/member-of';
import { requestViewer, type PlaybackGate } from '../live-auth/index';
import { clipOf, clipsOfChannel, findClip } from './clip-view';
import { liveWindowOf } from './live-window';
import { findRecording } from './recording-lookup';
import type { MediaUrls } from './stream-urls';

const invalid = (key: MessageKey) => new ApiError(400, ERROR_CODES.validation, key);

/** Where a new clip is cut: which broadcast on which node, and the span as asked. */
type Source = {
  channelId: number;
  broadcastId: number;
  mediaNode: string;
  recordedStreamId: number | null;
  requestedStartSeconds: number | null;
  behindLiveSeconds: number | null;
};

/**
 * Clips (docs/media.md, "Clips"): a signed-in viewer cuts 5-60 s of a live broadcast's rewind window
 * or of a replay; the media node holding it cuts the file (clip-work.ts). The clip is behind its
 * room's door like the broadcast it was cut from, and of its brand only.
 */
export function clipRoutesOf(
  app: FastifyInstance,
  { db, media, playback }: { db: Database; media: MediaUrls; playback: PlaybackGate },
) {
  /** The replay's span must lie within the recording. */
  async function fromReplay(request: FastifyRequest, body: ClipCreate, recordedStreamId: number): Promise<Source> {
    const found = await findRecording(db, recordedStreamId, request.brand.code, memberOf(request));
    await playback.admit(request, found.recording.channelId);
    const start = body.startSeconds ?? 0;
    if (start + body.durationSeconds > found.recording.durationSeconds) throw invalid('stream.clipOutsideSpan');
    const [broadcast] = await db
      .select({ mediaNode: broadcasts.mediaNode })
      .from(broadcasts)
      .where(eq(broadcasts.broadcastId, found.recording.broadcastId));
    return {
      channelId: found.recording.channelId,
      broadcastId: found.recording.broadcastId,
      mediaNode: broadcast?.mediaNode ?? '',
      recordedStreamId,
      requestedStartSeconds: start,
      behindLiveSeconds: null,
    };
  }

  /**
   * A live span must lie within the brand's rewind window and the broadcast so far (by the clock:
   * the node checks again against its segments and fails the clip if they do not cover it).
   */
  async function fromLive(request: FastifyRequest, body: ClipCreate, channelId: number): Promise<Source> {
    const standing = await channelStanding(db, channelId, request.brand.code, memberOf(request));
    if (!standing) throw new ApiError(404, 'NOT_FOUND', 'stream.recordedChannelNotFound');
    await playback.admit(request, channelId);
    const [live] = await db
      .select({ broadcastId: broadcasts.broadcastId, mediaNode: broadcasts.mediaNode, startedAt: broadcasts.startedAt })
      .from(broadcasts)
      .where(and(eq(broadcasts.channelId, channelId), isNull(broadcasts.endedAt)));
    if (!live) throw invalid('stream.clipNotLive');
    const behind = body.behindLiveSeconds ?? 0;
    const elapsed = (Date.now() - live.startedAt.getTime()) / 1000;
    const reach = Math.min(elapsed, liveWindowOf(request.brand.code).rewindSeconds);
    if (behind + body.durationSeconds > reach) throw invalid('stream.clipOutsideSpan');
    return {
      channelId,
      broadcastId: live.broadcastId,
      mediaNode: live.mediaNode,
      recordedStreamId: null,
      requestedStartSeconds: null,
      behindLiveSeconds: behind,
    };
  }

  registerRoute(app, clipRoutes.createClip, async ({ body, request }) => {
    const member = memberOf(request);
    const fromRecording = body.recordedStreamId !== undefined;
    if (fromRecording === (body.channelId !== undefined)) throw invalid('stream.clipSource');
    if (fromRecording ? body.behindLiveSeconds !== undefined : body.startSeconds !== undefined) throw invalid('stream.clipSource');
    const source =
      body.recordedStreamId !== undefined
        ? await fromReplay(request, body, body.recordedStreamId)
        : await fromLive(request, body, body.channelId as number);
    const [made] = await db
      .insert(clips)
      .values({ ...source, creatorMemberId: member.memberId, title: body.title, requestedDurationSeconds: body.durationSeconds })
      .returning({ clipId: clips.clipId });
    const row = await findClip(db, made?.clipId ?? 0, request.brand.code);
    return clipOf(await playback.admit(request, source.channelId), row, media, member.memberId);
  });

  registerRoute(app, clipRoutes.guestClip, async ({ params, request }) => {
    const row = await findClip(db, params.clipId, request.brand.code);
    const admission = await playback.admit(request, row.clip.channelId);
    return clipOf(admission, row, media, request.member?.memberId ?? null);
  });

  // Counted once per viewer per day: a member by id, a visitor by the web's client id cookie, else by address.
  registerRoute(app, clipRoutes.guestClipView, async ({ params, request }) => {
    const row = await findClip(db, params.clipId, request.brand.code);
    await playback.admit(request, row.clip.channelId);
    const viewer = requestViewer(request);
    const key =
      viewer?.kind === 'member'
        ? `m:${viewer.memberId}`
        : viewer?.kind === 'visitor'
          ? `c:${viewer.clientId}`
          : `ip:${createHash('sha256').update(request.ip).digest('hex').slice(0, 40)}`;
    const counted = await db
      .insert(clipViews)
      .values({ clipId: row.clip.clipId, viewer: key, day: sql`current_date` })
      .onConflictDoNothing()
      .returning({ clipId: clipViews.clipId });
    if (counted.length === 0) return { clipId: row.clip.clipId, viewCount: row.clip.viewCount };
    const [updated] = await db
      .update(clips)
      .set({ viewCount: sql`${clips.viewCount} + 1` })
      .where(eq(clips.clipId, row.clip.clipId))
      .returning({ viewCount: clips.viewCount });
    return { clipId: row.clip.clipId, viewCount: updated?.viewCount ?? row.clip.viewCount + 1 };
  });

  registerRoute(app, clipRoutes.guestClipList, async ({ query, request }) => {
    const standing = await channelStanding(db, query.channelId, request.brand.code, request.member ?? null);
    if (!standing) throw new ApiError(404, 'NOT_FOUND', 'stream.recordedChannelNotFound');
    const admission = await playback.admit(request, query.channelId);
    const callerId = request.member?.memberId ?? null;
    const { rows, total } = await clipsOfChannel(db, query.channelId, request.brand.code, callerId, query);
    return { items: rows.map((row) => clipOf(admission, row, media, callerId)), page: query.page, size: query.size, total };
  });

  // Marks the row: every answer leaves it out at once; the node that holds the file removes it at its next heartbeat.
  registerRoute(app, clipRoutes.deleteClip, async ({ params, request }) => {
    const member = memberOf(request);
    const row = await findClip(db, params.clipId, request.brand.code);
    if (member.memberId !== row.clip.creatorMemberId && member.memberId !== row.ownerMemberId) {
      throw new ApiError(403, 'FORBIDDEN', 'stream.clipDeleteForbidden');
    }
    const [deleted] = await db
      .update(clips)
      .set({ deletedAt: new Date() })
      .where(and(eq(clips.clipId, row.clip.clipId), isNull(clips.deletedAt)))
      .returning({ clipId: clips.clipId });
    if (!deleted) throw new ApiError(404, 'NOT_FOUND', 'stream.clipNotFound');
    return { clipId: deleted.clipId, deleted: true as const };
  });
}
