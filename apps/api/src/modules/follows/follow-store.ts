import { and, count, eq } from 'drizzle-orm';
import { channels, follows, members, type Database } from '@onair/db';
import type { FollowedChannel } from '@onair/contracts';
import {
  channelOwner,
  channelSummaryColumns,
  liveFirst,
  ofBrand,
  toChannelSummary,
  liveFirstByViewers,
  noLiveViewers,
  withLiveViewers,
  type LiveViewers,
} from '../directory/index';

export function followStore(db: Database) {
  return {
    /** The primary key (member, channel) makes a second follow, or a double click, one row. */
    async follow(memberId: number, channelId: number): Promise<void> {
      await db.insert(follows).values({ memberId, channelId }).onConflictDoNothing();
    },

    async unfollow(memberId: number, channelId: number): Promise<void> {
      await db.delete(follows).where(and(eq(follows.memberId, memberId), eq(follows.channelId, channelId)));
    },

    /** 방송 알림 of one follow; false when the member does not follow the channel. */
    async setNotifyLive(memberId: number, channelId: number, notifyLive: boolean): Promise<boolean> {
      const rows = await db
        .update(follows)
        .set({ notifyLive })
        .where(and(eq(follows.memberId, memberId), eq(follows.channelId, channelId)))
        .returning({ channelId: follows.channelId });
      return rows.length > 0;
    },

    async isFollowing(memberId: number, channelId: number): Promise<boolean> {
      const rows = await db
        .select({ channelId: follows.channelId })
        .from(follows)
        .where(and(eq(follows.memberId, memberId), eq(follows.channelId, channelId)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * The member's followed channels of this brand, live first, most viewers first by the room's
     * own count (live: the chat's counts; the page is still picked by the stored one, see
     * liveFirstByViewers).
     */
    async followed(
      memberId: number,
      brand: string,
      page: number,
      size: number,
      live: LiveViewers = noLiveViewers,
    ): Promise<{ items: FollowedChannel[]; page: number; size: number; total: number }> {
      const filter = and(eq(follows.memberId, memberId), ofBrand(brand));
      const rows = await db
        .select({ ...channelSummaryColumns, notifyLive: follows.notifyLive })
        .from(follows)
        .innerJoin(channels, eq(channels.channelId, follows.channelId))
        .innerJoin(members, channelOwner)
        .where(filter)
        .orderBy(...liveFirst)
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db
        .select({ value: count() })
        .from(follows)
        .innerJoin(channels, eq(channels.channelId, follows.channelId))
        .innerJoin(members, channelOwner)
        .where(filter);
      const notifyOf = new Map(rows.map((row) => [row.channelId, row.notifyLive]));
      const summaries = liveFirstByViewers(withLiveViewers(rows.map(toChannelSummary), live));
      const items = summaries.map((item) => ({ ...item, notifyLive: notifyOf.get(item.channelId) ?? true }));
      return { items, page, size, total: total?.value ?? 0 };
    },
  };
}
