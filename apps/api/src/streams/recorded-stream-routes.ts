import type { FastifyInstance } from 'fastify';
import { count, desc, eq } from 'drizzle-orm';
import { RECORDED_STREAM_KIND, STREAM_MESSAGES, streamRoutes } from '@onair/contracts';
import { channels, recordedStreams, type Database } from '@onair/db';
import { registerRoute } from '../contract/register-route';
import { ApiError } from '../errors';
import { memberOf } from '../money/member-of';
import { channelStanding } from '../permissions/channel-role';
import { recordedStreamUrl, type MediaUrls } from './stream-urls';

/** GET /api/my/recorded-stream-list: a channel's recordings, newest first (2 to a page by default). */
export function recordedStreamRoutes(app: FastifyInstance, { db, media }: { db: Database; media: MediaUrls }) {
  registerRoute(app, streamRoutes.recordedStreamList, async ({ query, request }) => {
    const member = memberOf(request);
    let channelId = query.channelId;
    if (channelId === undefined) {
      const [own] = await db
        .select({ channelId: channels.channelId })
        .from(channels)
        .where(eq(channels.ownerMemberId, member.memberId));
      if (!own) throw new ApiError(403, 'FORBIDDEN', STREAM_MESSAGES.noChannel);
      channelId = own.channelId;
    } else if (!(await channelStanding(db, channelId, request.brand.code, member))) {
      throw new ApiError(404, 'NOT_FOUND', STREAM_MESSAGES.recordedChannelNotFound);
    }
    const { page, size } = query;
    const rows = await db
      .select()
      .from(recordedStreams)
      .where(eq(recordedStreams.channelId, channelId))
      .orderBy(desc(recordedStreams.endedAt), desc(recordedStreams.recordedStreamId))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db
      .select({ value: count() })
      .from(recordedStreams)
      .where(eq(recordedStreams.channelId, channelId));
    return {
      items: rows.map((row) => ({
        recordedStreamId: row.recordedStreamId,
        channelId: row.channelId,
        kind: RECORDED_STREAM_KIND,
        title: row.title,
        startedAt: row.startedAt.toISOString(),
        endedAt: row.endedAt.toISOString(),
        durationSeconds: row.durationSeconds,
        stream: recordedStreamUrl(row.playlistPath, media),
      })),
      page,
      size,
      total: total?.value ?? 0,
    };
  });
}
