import { and, eq, exists, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { broadcasts, channels, chatRooms, mediaNodes, members, recordedStreams, streamKeys, type Database } from '@onair/db';
import type { QualityLadders } from '../../platform/config/quality-ladders';
import { liveWindowOf, type LiveWindow } from './live-window';
import type { ChannelEventBus } from './channel-events';
import { suspensionMessage, type WordedNotice } from './takedown-notice';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export type EndReason = 'unpublish' | 'revoked' | 'node-lost' | 'gone' | 'takedown';

export type PublishDecision =
  | ({ allowed: true; channelId: number; broadcastId: number } & LiveWindow)
  | { allowed: false; reason: 'unknown-key' | 'broadcast-off' | 'already-live' }
  | ({ allowed: false; reason: 'suspended' } & WordedNotice);

/** What the media app kept of a finished broadcast: its VOD playlist and length, when it has one. */
/** What a node filed for an ended broadcast: its playlist, length and (when one was taken) a frame of it. */
export type Recording = { playlistPath: string; durationSeconds: number; thumbnailPath?: string | null };

/** A publish the node has not listed yet may be in flight: it is not ended as gone this soon. */
const GONE_AFTER_MS = 10_000;

/**
 * Broadcasts as the media nodes report them: the live state of channels follows from here.
 * Every change ends in channels.is_live, live_started_at and player, and once committed is told
 * on events (the live room hears it). An offline channel loses its stream snapshot (thumbnail_url).
 */
export function broadcastStore(db: Database, events?: ChannelEventBus, qualityLadders?: QualityLadders) {
  /**
   * Publishes the channels' state as it stands after the commit, so two changes racing (an
   * unpublish and a new publish) are told as they ended up, never out of order.
   */
  async function announce(channelIds: number[]): Promise<void> {
    if (!events || channelIds.length === 0) return;
    const rows = await db
      .select({
        channelId: channels.channelId,
        live: channels.isLive,
        title: sql<string>`coalesce(${channels.liveTitle}, ${channels.name})`,
        startedAt: channels.liveStartedAt,
      })
      .from(channels)
      .where(inArray(channels.channelId, channelIds));
    for (const row of rows) {
      events.publish({
        channelId: row.channelId,
        live: row.live,
        title: row.title,
        startedAt: row.live && row.startedAt ? new Date(row.startedAt).toISOString() : null,
      });
    }
  }

  async function endBroadcastsOf(tx: Db, where: ReturnType<typeof and>, reason: EndReason) {
    const ended = await tx
      .update(broadcasts)
      .set({ endedAt: new Date(), endReason: reason })
      .where(and(isNull(broadcasts.endedAt), where))
      .returning({ channelId: broadcasts.channelId, broadcastId: broadcasts.broadcastId });
    const channelIds = ended.map((row) => row.channelId);
    if (channelIds.length > 0) {
      await tx
        .update(channels)
        .set({ isLive: false, liveStartedAt: null, player: null, thumbnailUrl: null, updatedAt: new Date() })
        .where(inArray(channels.channelId, channelIds));
    }
    return ended;
  }

  /** Every call of a node says where viewers reach it, so a node restarted under another address is played there. */
  async function touchNode(tx: Db, nodeId: string, publicUrl: string | null) {
    await tx
      .insert(mediaNodes)
      .values({ nodeId, lastSeenAt: new Date(), publicUrl })
      .onConflictDoUpdate({ target: mediaNodes.nodeId, set: { lastSeenAt: new Date(), publicUrl } });
  }

  return {
    /** A publisher on nodeId presents keyHash: a known, unrevoked key of a channel that may broadcast goes live. */
    async publish(keyHash: string, nodeId: string, publicUrl: string | null = null): Promise<PublishDecision> {
      const decision = await db.transaction(async (tx): Promise<PublishDecision> => {
        await touchNode(tx, nodeId, publicUrl);
        const [key] = await tx
          .select({
            streamKeyId: streamKeys.streamKeyId,
            channelId: streamKeys.channelId,
            broadcast: channels.broadcast,
            suspendedReason: channels.suspendedReason,
            suspendedAt: channels.suspendedAt,
            brand: members.brand,
          })
          .from(streamKeys)
          .innerJoin(channels, eq(channels.channelId, streamKeys.channelId))
          .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
          .where(and(eq(streamKeys.keyHash, keyHash), isNull(streamKeys.revokedAt)));
        if (!key) return { allowed: false, reason: 'unknown-key' } as const;
        if (!key.broadcast) return { allowed: false, reason: 'broadcast-off' } as const;
        if (key.suspendedAt)
          return { allowed: false, reason: 'suspended', ...suspensionMessage(key.suspendedReason ?? '') } as const;
        const [inserted] = await tx
          .insert(broadcasts)
          .values({
            channelId: key.channelId,
            streamKeyId: key.streamKeyId,
            mediaNode: nodeId,
            chatSeqStart: sql`coalesce((select ${chatRooms.lastSeq} from ${chatRooms} where ${chatRooms.channelId} = ${key.channelId}), 0)`,
          })
          .onConflictDoNothing()
          .returning({ broadcastId: broadcasts.broadcastId, startedAt: broadcasts.startedAt });
        // The one-live-broadcast index: this channel is already live on some node.
        if (!inserted) return { allowed: false, reason: 'already-live' } as const;
        await tx
          .update(channels)
          .set({ isLive: true, liveStartedAt: inserted.startedAt, player: 'HLS', updatedAt: new Date() })
          .where(eq(channels.channelId, key.channelId));
        return {
          allowed: true,
          channelId: key.channelId,
          broadcastId: inserted.broadcastId,
          ...liveWindowOf(key.brand, qualityLadders),
        } as const;
      });
      if (decision.allowed) await announce([decision.channelId]);
      return decision;
    },

    /** The node says the broadcast ended; with a recording it becomes a recorded stream. Repeats are harmless. */
    async unpublish(
      broadcastId: number,
      nodeId: string,
      recording: Recording | null,
      publicUrl: string | null = null,
    ): Promise<void> {
      const offline: number[] = [];
      await db.transaction(async (tx) => {
        await touchNode(tx, nodeId, publicUrl);
        const ended = await endBroadcastsOf(
          tx,
          and(eq(broadcasts.broadcastId, broadcastId), eq(broadcasts.mediaNode, nodeId)),
          'unpublish',
        );
        offline.push(...ended.map((row) => row.channelId));
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
            thumbnailPath: recording.thumbnailPath ?? null,
          })
          .onConflictDoNothing();
      });
      await announce(offline);
    },

    /**
     * The node is alive and carries these broadcasts. Answers the ones it must drop (ended here: a
     * revoked key, or ended while the node was thought lost); broadcasts it no longer lists end.
     */
    async heartbeat(nodeId: string, liveBroadcastIds: number[], publicUrl: string | null = null): Promise<number[]> {
      const offline: number[] = [];
      const drop = await db.transaction(async (tx) => {
        await touchNode(tx, nodeId, publicUrl);
        const listed = liveBroadcastIds.length > 0 ? liveBroadcastIds : [0];
        const gone = await endBroadcastsOf(
          tx,
          and(
            eq(broadcasts.mediaNode, nodeId),
            notInArray(broadcasts.broadcastId, listed),
            lt(broadcasts.startedAt, new Date(Date.now() - GONE_AFTER_MS)),
          ),
          'gone',
        );
        offline.push(...gone.map((row) => row.channelId));
        // A publish that raced a revoke or a suspension (checked before the takedown committed) is
        // ended here, so no broadcast outlives a takedown by more than one heartbeat.
        const onNode = eq(broadcasts.mediaNode, nodeId);
        const revokedKey = exists(
          tx
            .select({ id: streamKeys.streamKeyId })
            .from(streamKeys)
            .where(and(eq(streamKeys.streamKeyId, broadcasts.streamKeyId), isNotNull(streamKeys.revokedAt))),
        );
        const suspended = exists(
          tx
            .select({ id: channels.channelId })
            .from(channels)
            .where(and(eq(channels.channelId, broadcasts.channelId), isNotNull(channels.suspendedAt))),
        );
        offline.push(...(await endBroadcastsOf(tx, and(onNode, revokedKey), 'revoked')).map((row) => row.channelId));
        offline.push(...(await endBroadcastsOf(tx, and(onNode, suspended), 'takedown')).map((row) => row.channelId));
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
      await announce(offline);
      return drop;
    },

    /** Ends the broadcasts of nodes silent for longer than timeoutMs; answers how many ended. */
    async sweep(timeoutMs: number): Promise<number> {
      const ended = await db.transaction(async (tx) => {
        const silent = await tx
          .select({ nodeId: mediaNodes.nodeId })
          .from(mediaNodes)
          .where(lt(mediaNodes.lastSeenAt, new Date(Date.now() - timeoutMs)));
        if (silent.length === 0) return [];
        return endBroadcastsOf(
          tx,
          inArray(
            broadcasts.mediaNode,
            silent.map((node) => node.nodeId),
          ),
          'node-lost',
        );
      });
      await announce(ended.map((row) => row.channelId));
      return ended.length;
    },

    /**
     * Ends the live broadcast published with this key (the key was revoked), inside the caller's
     * transaction; answers the channels it took offline, for announce once that commits.
     */
    endForKey: async (tx: Db, streamKeyId: number) =>
      (await endBroadcastsOf(tx, eq(broadcasts.streamKeyId, streamKeyId), 'revoked')).map((row) => row.channelId),

    /** An operator ends the channel's live broadcast (a takedown), inside the caller's transaction. */
    endForChannel: async (tx: Db, channelId: number) =>
      (await endBroadcastsOf(tx, eq(broadcasts.channelId, channelId), 'takedown')).map((row) => row.channelId),

    announce,

    /**
     * The node wrote a new snapshot of the broadcast: the channel's thumbnail_url points at it,
     * with a version so browsers and CDNs fetch the new picture. False when the broadcast is not
     * live on that node (ended meanwhile), so an offline channel never gets a thumbnail back.
     */
    async snapshot(
      broadcastId: number,
      nodeId: string,
      urlOf: (channelId: number, nodeUrl: string | null) => string,
    ): Promise<boolean> {
      const [live] = await db
        .select({ channelId: broadcasts.channelId, nodeUrl: mediaNodes.publicUrl })
        .from(broadcasts)
        .leftJoin(mediaNodes, eq(mediaNodes.nodeId, broadcasts.mediaNode))
        .where(
          and(eq(broadcasts.broadcastId, broadcastId), eq(broadcasts.mediaNode, nodeId), isNull(broadcasts.endedAt)),
        );
      if (!live) return false;
      const updated = await db
        .update(channels)
        .set({ thumbnailUrl: urlOf(live.channelId, live.nodeUrl) })
        .where(and(eq(channels.channelId, live.channelId), eq(channels.isLive, true)))
        .returning({ channelId: channels.channelId });
      return updated.length > 0;
    },
  };
}

export type BroadcastStore = ReturnType<typeof broadcastStore>;
