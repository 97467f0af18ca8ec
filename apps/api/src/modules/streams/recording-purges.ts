import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { broadcasts, channels, members, recordedStreams, type Database } from '@onair/db';

/** A heartbeat carries at most this many recordings to remove; the rest come with the next ones. */
const PURGE_BATCH = 100;

/**
 * Deleted recordings and their files (docs/media.md, "Managing recordings"). A deletion (the owner's or
 * the retention sweep's) only marks the row, which every answer then leaves out; the files live on
 * the media node that recorded them, which learns of them in its heartbeat's answer, removes them
 * and reports back. A node that is down meanwhile learns at its next heartbeat.
 */
export function recordingPurges(db: Database) {
  return {
    /** Broadcast ids of deleted recordings whose files the node still holds. */
    async pending(nodeId: string): Promise<number[]> {
      const rows = await db
        .select({ broadcastId: recordedStreams.broadcastId })
        .from(recordedStreams)
        .innerJoin(broadcasts, eq(broadcasts.broadcastId, recordedStreams.broadcastId))
        .where(
          and(isNotNull(recordedStreams.deletedAt), isNull(recordedStreams.filesRemovedAt), eq(broadcasts.mediaNode, nodeId)),
        )
        .limit(PURGE_BATCH);
      return rows.map((row) => row.broadcastId);
    },

    /** The node removed these recordings' files. Only deleted ones of that node are marked. */
    async done(nodeId: string, broadcastIds: number[]): Promise<void> {
      if (broadcastIds.length === 0) return;
      await db
        .update(recordedStreams)
        .set({ filesRemovedAt: new Date() })
        .where(
          and(
            inArray(recordedStreams.broadcastId, broadcastIds),
            isNotNull(recordedStreams.deletedAt),
            sql`exists (select 1 from ${broadcasts} where ${broadcasts.broadcastId} = ${recordedStreams.broadcastId} and ${broadcasts.mediaNode} = ${nodeId})`,
          ),
        );
    },

    /**
     * The retention sweep: deletes the brand's recordings that ended more than `days` ago. Answers
     * how many it deleted.
     */
    async expire(brand: string, days: number, now = Date.now()): Promise<number> {
      const deleted = await db
        .update(recordedStreams)
        .set({ deletedAt: new Date(now) })
        .where(
          and(
            isNull(recordedStreams.deletedAt),
            lt(recordedStreams.endedAt, new Date(now - days * 86_400_000)),
            inArray(
              recordedStreams.channelId,
              db
                .select({ channelId: channels.channelId })
                .from(channels)
                .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
                .where(eq(members.brand, brand)),
            ),
          ),
        )
        .returning({ recordedStreamId: recordedStreams.recordedStreamId });
      return deleted.length;
    },
  };
}

export type RecordingPurges = ReturnType<typeof recordingPurges>;
