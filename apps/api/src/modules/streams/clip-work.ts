import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { clips, type Database } from '@onair/db';

/** A heartbeat carries at most this many clips to cut, and this many to remove. */
const CLIP_BATCH = 20;

/**
 * The media nodes' clip work (docs/media.md, "Clips"), carried by their heartbeat's answer like the
 * purge of deleted recordings: pending clips of broadcasts on that node to cut (listed again at each
 * heartbeat until the node reports them made or failed, so a node restarted meanwhile still cuts
 * them), and deleted clips whose files it still holds.
 */
export function clipWork(db: Database) {
  return {
    async pending(nodeId: string) {
      const rows = await db
        .select()
        .from(clips)
        .where(and(eq(clips.mediaNode, nodeId), eq(clips.status, 'pending'), isNull(clips.deletedAt)))
        .limit(CLIP_BATCH);
      return rows.map((clip) => ({
        clipId: clip.clipId,
        broadcastId: clip.broadcastId,
        durationSeconds: clip.requestedDurationSeconds,
        ...(clip.requestedStartSeconds === null ? {} : { startSeconds: clip.requestedStartSeconds }),
        ...(clip.behindLiveSeconds === null ? {} : { behindLiveSeconds: clip.behindLiveSeconds }),
      }));
    },

    /** Deleted clips (made or not) whose file may be on the node. */
    async toPurge(nodeId: string): Promise<number[]> {
      const rows = await db
        .select({ clipId: clips.clipId })
        .from(clips)
        .where(and(eq(clips.mediaNode, nodeId), isNotNull(clips.deletedAt), isNull(clips.filesRemovedAt)))
        .limit(CLIP_BATCH);
      return rows.map((row) => row.clipId);
    },

    /** The node cut the clip (with the span it covers) or could not (null). Only a pending clip of that node changes. */
    async made(nodeId: string, clipId: number, made: { startSeconds: number; durationSeconds: number } | null) {
      await db
        .update(clips)
        .set(made ? { status: 'ready', ...made } : { status: 'failed' })
        .where(and(eq(clips.clipId, clipId), eq(clips.mediaNode, nodeId), eq(clips.status, 'pending')));
    },

    async purged(nodeId: string, clipIds: number[]) {
      if (clipIds.length === 0) return;
      await db
        .update(clips)
        .set({ filesRemovedAt: new Date() })
        .where(and(inArray(clips.clipId, clipIds), eq(clips.mediaNode, nodeId), isNotNull(clips.deletedAt)));
    },
  };
}

export type ClipWork = ReturnType<typeof clipWork>;
