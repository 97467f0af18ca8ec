import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { channels, follows, members, subscriptions, watchHistory, type Database } from '@onair/db';
import type { ChannelPage, WatchedChannel } from '@onair/contracts';
import { activeAt } from '../money/index';
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

type Paging = { page: number; size: number };
type WatchedPage = { items: WatchedChannel[]; page: number; size: number; total: number };

/**
 * The member's streams (SPEC 'streams (present, played, recent, subscriptions)'), all of the
 * request's brand. Live cards show the room's own count (live: the chat's counts); the lists
 * ordered by viewers pick their page by the stored count and order it by the shown one (see
 * liveFirstByViewers).
 */
export function streamStore(db: Database) {
  /** Followed channels live now, most viewers first. */
  async function present(
    memberId: number,
    brand: string,
    { page, size }: Paging,
    live: LiveViewers = noLiveViewers,
  ): Promise<ChannelPage> {
    const filter = and(eq(follows.memberId, memberId), eq(channels.isLive, true), ofBrand(brand));
    const rows = await db
      .select(channelSummaryColumns)
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
    const items = liveFirstByViewers(withLiveViewers(rows.map(toChannelSummary), live));
    return { items, page, size, total: total?.value ?? 0 };
  }

  async function watched(
    memberId: number,
    brand: string,
    order: SQL[],
    { page, size }: Paging,
    live: LiveViewers,
  ): Promise<WatchedPage> {
    const filter = and(eq(watchHistory.memberId, memberId), ofBrand(brand));
    const rows = await db
      .select({
        ...channelSummaryColumns,
        watchCount: watchHistory.watchCount,
        lastWatchedAt: watchHistory.lastWatchedAt,
      })
      .from(watchHistory)
      .innerJoin(channels, eq(channels.channelId, watchHistory.channelId))
      .innerJoin(members, channelOwner)
      .where(filter)
      .orderBy(...order, desc(watchHistory.channelId))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db
      .select({ value: count() })
      .from(watchHistory)
      .innerJoin(channels, eq(channels.channelId, watchHistory.channelId))
      .innerJoin(members, channelOwner)
      .where(filter);
    const items = rows.map((row) => ({ ...toChannelSummary(row), lastWatchedAt: row.lastWatchedAt.toISOString() }));
    return {
      items: withLiveViewers(items, live),
      page,
      size,
      total: total?.value ?? 0,
    };
  }

  /**
   * Channels the member subscribes to now, as the money work counts it (activeAt): subscribed, or
   * renewal cancelled but not yet expired; expired and ended subscriptions are left out.
   */
  async function subscribed(
    memberId: number,
    brand: string,
    { page, size }: Paging,
    live: LiveViewers = noLiveViewers,
  ): Promise<ChannelPage> {
    const filter = and(eq(subscriptions.memberId, memberId), activeAt(new Date()), ofBrand(brand));
    const rows = await db
      .select(channelSummaryColumns)
      .from(subscriptions)
      .innerJoin(channels, eq(channels.channelId, subscriptions.channelId))
      .innerJoin(members, channelOwner)
      .where(filter)
      .orderBy(...liveFirst)
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db
      .select({ value: count() })
      .from(subscriptions)
      .innerJoin(channels, eq(channels.channelId, subscriptions.channelId))
      .innerJoin(members, channelOwner)
      .where(filter);
    const items = liveFirstByViewers(withLiveViewers(rows.map(toChannelSummary), live));
    return { items, page, size, total: total?.value ?? 0 };
  }

  return {
    present,
    played: (memberId: number, brand: string, paging: Paging, live: LiveViewers = noLiveViewers) =>
      watched(memberId, brand, [desc(watchHistory.watchCount), desc(watchHistory.lastWatchedAt)], paging, live),
    recent: (memberId: number, brand: string, paging: Paging, live: LiveViewers = noLiveViewers) =>
      watched(memberId, brand, [desc(watchHistory.lastWatchedAt)], paging, live),
    subscribed,

    /** One more watch: the first makes the row, later ones count up and move it to the top of recent. */
    async recordWatch(memberId: number, channelId: number, now = new Date()) {
      const [row] = await db
        .insert(watchHistory)
        .values({ memberId, channelId, watchCount: 1, lastWatchedAt: now })
        .onConflictDoUpdate({
          target: [watchHistory.memberId, watchHistory.channelId],
          set: { watchCount: sql`${watchHistory.watchCount} + 1`, lastWatchedAt: now },
        })
        .returning({
          channelId: watchHistory.channelId,
          watchCount: watchHistory.watchCount,
          lastWatchedAt: watchHistory.lastWatchedAt,
        });
      if (!row) throw new Error('watch not recorded');
      return { ...row, lastWatchedAt: row.lastWatchedAt.toISOString() };
    },
  };
}
