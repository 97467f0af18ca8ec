import { and, eq, isNull } from 'drizzle-orm';
import { channels, streamKeys, type Database } from '@onair/db';
import { broadcastStore } from './broadcast-store';
import type { ChannelEventBus } from './channel-events';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The stream side of an operator's takedown (docs/takedown.md), each inside the caller's
 * transaction so the audit row commits with it. Ending a broadcast here is enough to stop the
 * encoder: its media node is answered "drop" at its next heartbeat (every 2 s), whichever node it is.
 */
export function takedownEffects(db: Database, events: ChannelEventBus) {
  const broadcasts = broadcastStore(db, events);
  return {
    /**
     * Ends the channel's live broadcast and takes it offline; answers the channels it took offline
     * (this one, or none). A channel live without a broadcast of ours (an IVS or BytePlus stream) is
     * taken offline too: the provider's next answer brings it back unless it is suspended.
     */
    async endLive(tx: Tx, channelId: number): Promise<number[]> {
      const ended = await broadcasts.endForChannel(tx, channelId);
      if (ended.length > 0) return ended;
      const offline = await tx
        .update(channels)
        .set({ isLive: false, liveStartedAt: null, player: null, thumbnailUrl: null, updatedAt: new Date() })
        .where(and(eq(channels.channelId, channelId), eq(channels.isLive, true)))
        .returning({ channelId: channels.channelId });
      return offline.map((row) => row.channelId);
    },

    /** Revokes the channel's key and ends its broadcast; answers whether there was a key to revoke. */
    async revokeKey(tx: Tx, channelId: number): Promise<{ revoked: boolean; offline: number[] }> {
      const revoked = await tx
        .update(streamKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(streamKeys.channelId, channelId), isNull(streamKeys.revokedAt)))
        .returning({ streamKeyId: streamKeys.streamKeyId });
      const offline: number[] = [];
      for (const { streamKeyId } of revoked) offline.push(...(await broadcasts.endForKey(tx, streamKeyId)));
      // A broadcast of an earlier key cannot be live (a new key ends it), but a takedown makes sure.
      offline.push(...(await broadcasts.endForChannel(tx, channelId)));
      return { revoked: revoked.length > 0, offline };
    },

    /** Tells the live rooms, once the transaction committed, that these channels went offline. */
    announce: (channelIds: number[]) => broadcasts.announce(channelIds),
  };
}

export type TakedownEffects = ReturnType<typeof takedownEffects>;
