import { and, eq, isNull } from 'drizzle-orm';
import { broadcasts, channels, mediaNodes, members, recordedStreams, type Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import type { SessionMember } from '../../platform/sessions/session-types';
import { recordingNode } from './recorded-stream-query';

const MAX_SERIAL = 2_147_483_647;

export type FoundRecording = {
  recording: typeof recordedStreams.$inferSelect;
  nodeUrl: string | null;
  ownerMemberId: number;
  /** The caller owns the recording's channel. */
  isOwner: boolean;
};

/**
 * A recording as the caller may know of it: one of a channel of the request's brand, not deleted,
 * and (when hidden) the caller's own. Anything else is 404 `존재하지 않는 다시보기입니다.`, so a
 * hidden recording cannot be told from a missing one.
 */
export async function findRecording(
  db: Database,
  recordedStreamId: number,
  brand: string,
  member: SessionMember | null,
): Promise<FoundRecording> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'stream.recordedStreamNotFound');
  if (recordedStreamId > MAX_SERIAL) throw notFound;
  const [found] = await db
    .select({ recording: recordedStreams, nodeUrl: mediaNodes.publicUrl, ownerMemberId: channels.ownerMemberId })
    .from(recordedStreams)
    .innerJoin(channels, eq(channels.channelId, recordedStreams.channelId))
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .leftJoin(broadcasts, recordingNode.broadcast)
    .leftJoin(mediaNodes, recordingNode.node)
    .where(
      and(
        eq(recordedStreams.recordedStreamId, recordedStreamId),
        eq(members.brand, brand),
        isNull(recordedStreams.deletedAt),
      ),
    );
  if (!found) throw notFound;
  const isOwner = member?.memberId === found.ownerMemberId;
  if (found.recording.hidden && !isOwner) throw notFound;
  return { ...found, isOwner };
}
