import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Clip } from '@onair/contracts';
import { channels, clips, mediaNodes, members, type Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import type { PlaybackAdmission } from '../live-auth/index';
import { clipUrl, type MediaUrls } from './stream-urls';

const MAX_SERIAL = 2_147_483_647;

const clipColumns = {
  clip: clips,
  channelName: channels.name,
  ownerMemberId: channels.ownerMemberId,
  creatorNickname: members.nickname,
  nodeUrl: mediaNodes.publicUrl,
};

export type ClipRow = {
  clip: typeof clips.$inferSelect;
  channelName: string;
  ownerMemberId: number;
  creatorNickname: string;
  nodeUrl: string | null;
};

/** Clips of channels whose owner is of the brand, not deleted; with the creator, the channel and the node. */
function clipQuery(db: Database, brand: string) {
  const owners = sql`(select ${members.brand} from ${members} where ${members.memberId} = ${channels.ownerMemberId})`;
  return {
    select: () =>
      db
        .select(clipColumns)
        .from(clips)
        .innerJoin(channels, eq(channels.channelId, clips.channelId))
        .innerJoin(members, eq(members.memberId, clips.creatorMemberId))
        .leftJoin(mediaNodes, eq(mediaNodes.nodeId, clips.mediaNode)),
    shown: and(isNull(clips.deletedAt), sql`${owners} = ${brand}`),
  };
}

/** A clip as the caller may know of it, or 404 `존재하지 않는 클립입니다.` (another brand's, deleted, missing). */
export async function findClip(db: Database, clipId: number, brand: string): Promise<ClipRow> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'stream.clipNotFound');
  if (clipId > MAX_SERIAL) throw notFound;
  const query = clipQuery(db, brand);
  const [found] = await query.select().where(and(eq(clips.clipId, clipId), query.shown));
  if (!found) throw notFound;
  return found;
}

/** A channel's clips, newest first: ready ones for everyone, and the caller's own while pending or failed. */
export async function clipsOfChannel(
  db: Database,
  channelId: number,
  brand: string,
  memberId: number | null,
  { page, size }: { page: number; size: number },
) {
  const query = clipQuery(db, brand);
  const visible = and(
    query.shown,
    eq(clips.channelId, channelId),
    memberId === null ? eq(clips.status, 'ready') : or(eq(clips.status, 'ready'), eq(clips.creatorMemberId, memberId)),
  );
  const rows = await query
    .select()
    .where(visible)
    .orderBy(desc(clips.createdAt), desc(clips.clipId))
    .limit(size)
    .offset((page - 1) * size);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(clips)
    .innerJoin(channels, eq(channels.channelId, clips.channelId))
    .where(visible);
  return { rows, total: count?.total ?? 0 };
}

/** The answer for one clip; its MP4 signed for a caller the playback gate admitted to the clip's channel. */
export function clipOf(admission: PlaybackAdmission, row: ClipRow, media: MediaUrls, callerId: number | null): Clip {
  const { clip } = row;
  if (clip.channelId !== admission.channelId) throw new Error('admitted to another channel than the clip');
  const status = clip.status as Clip['status'];
  return {
    clipId: clip.clipId,
    channelId: clip.channelId,
    channelName: row.channelName,
    title: clip.title,
    creator: { memberId: clip.creatorMemberId, nickname: row.creatorNickname },
    status,
    recordedStreamId: clip.recordedStreamId,
    startSeconds: clip.startSeconds ?? clip.requestedStartSeconds,
    durationSeconds: clip.durationSeconds ?? clip.requestedDurationSeconds,
    viewCount: clip.viewCount,
    createdAt: clip.createdAt.toISOString(),
    url: status === 'ready' ? clipUrl(admission, clip, { ...media, publicUrl: row.nodeUrl ?? media.publicUrl }) : null,
    canDelete: callerId !== null && (callerId === clip.creatorMemberId || callerId === row.ownerMemberId),
  };
}
