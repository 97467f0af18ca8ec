import { and, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { broadcasts, channels, mediaNodes, recordedStreams, streamKeys, type Database } from '@onair/db';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export type EndReason = 'unpublish' | 'revoked' | 'node-lost' | 'gone';

export type PublishDecision =
  | { allowed: true; channelId: number; broadcastId: number }
  | { allowed: false; reason: 'unknown-key' | 'broadcast-off' | 'already-live' };

/** What the media app kept of a finished broadcast: its VOD playlist and length, when it has one. */
export type Recording = { playlistPath: string; durationSeconds: number };

/** A publish the node has not listed yet may be in flight: it is not ended as gone this soon. */
const GONE_AFTER_MS = 10_000;

/**
 * Broadcasts as the media nodes report them: the live state of channels follows from here.
 * Every change ends in channels.is_live, live_started_at and player.
 */
export function broadcastStore(db: Database) {
  async function endBroadcasts(tx: Db, where: ReturnType<typeof and>, reason: EndReason): Promise<number[]> {
    const ended = await tx
      .update(broadcasts)
      .set({ endedAt: new Date(), endReason: reason })
      .where(and(isNull(broadcasts.endedAt), where))
      .returning({ channelId: broadcasts.channelId, broadcastId: broadcasts.broadcastId });
    const channelIds = ended.map((row) => row.channelId);
    if (channelIds.length > 0) {
      await tx
        .update(channels)
        .set({ isLive: false, liveStartedAt: null, player: null, updatedAt: new Date() })
        .where(inArray(channels.channelId, channelIds));
    }
    return ended.map((row) => row.broadcastId);
  }

  async function touchNode(tx: Db, nodeId: string) {
    await tx
      .insert(mediaNodes)
      .values({ nodeId, lastSeenAt: new Date() })
      .onConflictDoUpdate({ target: mediaNodes.nodeId, set: { lastSeenAt: new Date() } });
  }

  return {
    /** A publisher on nodeId presents keyHash: a known, unrevoked key of a channel that may broadcast goes live. */
    async publish(keyHash: string, nodeId: string): Promise<PublishDecision> {
      return db.transaction(async (tx) => {
        await touchNode(tx, nodeId);
        const [key] = await tx
          .select({
            streamKeyId: streamKeys.streamKeyId,
            channelId: streamKeys.channelId,
            broadcast: channels.broadcast,
          })
          .from(streamKeys)
          .innerJoin(channels, eq(channels.channelId, streamKeys.channelId))
          .where(and(eq(streamKeys.keyHash, keyHash), isNull(streamKeys.revokedAt)));
        if (!key) return { allowed: false, reason: 'unknown-key' } as const;
        if (!key.broadcast) return { allowed: false, reason: 'broadcast-off' } as const;
        const [inserted] = await tx
          .insert(broadcasts)
          .values({ channelId: key.channelId, streamKeyId: key.streamKeyId, mediaNode: nodeId })
          .onConflictDoNothing()
          .returning({ broadcastId: broadcasts.broadcastId, startedAt: broadcasts.startedAt });
        // The one-live-broadcast index: this channel is already live on some node.
        if (!inserted) return { allowed: false, reason: 'already-live' } as const;
        await tx
          .update(channels)
          .set({ isLive: true, liveStartedAt: inserted.startedAt, player: 'HLS', updatedAt: new Date() })
          .where(eq(channels.channelId, key.channelId));
        return { allowed: true, channelId: key.channelId, broadcastId: inserted.broadcastId } as const;
      });
    },

    /** The node says the broadcast ended; with a recording it becomes a recorded stream. Repeats are harmless. */
    async unpublish(broadcastId: number, nodeId: string, recording: Recording | null): Promise<void> {
      await db.transaction(async (tx) => {
        await touchNode(tx, nodeId);
        await endBroadcasts(
          tx,
          and(eq(broadcasts.broadcastId, broadcastId), eq(broadcasts.mediaNode, nodeId)),
          'unpublish',
        );
        if (!recording || recording.durationSeconds < 1) return;
        const [row] = await tx
          .select({
            channelId: broadcasts.channelId,
            startedAt: broadcasts.startedAt,
            endedAt: broadcasts.endedAt,
            title: sql<string>`coalesce(${channels.liveTitle}, ${channels.name})`,
          })
          .from(broadcasts)
          .innerJoin(channels, eq(channels.channelId, broadcasts.channelId))
          .where(and(eq(broadcasts.broadcastId, broadcastId), eq(broadcasts.mediaNode, nodeId)));
        if (!row?.endedAt) return;
        await tx
          .insert(recordedStreams)
          .values({
            channelId: row.channelId,
            broadcastId,
            title: row.title.slice(0, 120),
            startedAt: row.startedAt,
            endedAt: row.endedAt,
            durationSeconds: Math.round(recording.durationSeconds),
            playlistPath: recording.playlistPath,
          })
          .onConflictDoNothing();
      });
    },

    /**
     * The node is alive and carries these broadcasts. Answers the ones it must drop (ended here: a
     * revoked key, or ended while the node was thought lost); broadcasts it no longer lists end.
     */
    async heartbeat(nodeId: string, liveBroadcastIds: number[]): Promise<number[]> {
      return db.transaction(async (tx) => {
        await touchNode(tx, nodeId);
        const listed = liveBroadcastIds.length > 0 ? liveBroadcastIds : [0];
        await endBroadcasts(
          tx,
          and(
            eq(broadcasts.mediaNode, nodeId),
            notInArray(broadcasts.broadcastId, listed),
            lt(broadcasts.startedAt, new Date(Date.now() - GONE_AFTER_MS)),
          ),
          'gone',
        );
        if (liveBroadcastIds.length === 0) return [];
        const stillLive = await tx
          .select({ broadcastId: broadcasts.broadcastId })
          .from(broadcasts)
          .where(
            and(
              inArray(broadcasts.broadcastId, liveBroadcastIds),
              eq(broadcasts.mediaNode, nodeId),
              isNull(broadcasts.endedAt),
            ),
          );
        const live = new Set(stillLive.map((row) => row.broadcastId));
        return liveBroadcastIds.filter((id) => !live.has(id));
      });
    },

    /** Ends the broadcasts of nodes silent for longer than timeoutMs; answers how many ended. */
    async sweep(timeoutMs: number): Promise<number> {
      return db.transaction(async (tx) => {
        const silent = await tx
          .select({ nodeId: mediaNodes.nodeId })
          .from(mediaNodes)
          .where(lt(mediaNodes.lastSeenAt, new Date(Date.now() - timeoutMs)));
        if (silent.length === 0) return 0;
        const ended = await endBroadcasts(
          tx,
          inArray(
            broadcasts.mediaNode,
            silent.map((node) => node.nodeId),
          ),
          'node-lost',
        );
        return ended.length;
      });
    },

    /** Ends the live broadcast published with this key (the key was revoked). */
    endForKey: (tx: Db, streamKeyId: number) => endBroadcasts(tx, eq(broadcasts.streamKeyId, streamKeyId), 'revoked'),
  };
}

export type BroadcastStore = ReturnType<typeof broadcastStore>;
