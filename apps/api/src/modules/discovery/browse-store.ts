import { and, arrayContains, count, desc, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BroadcastLanguage, ChannelSummary, ReplayHit } from '@onair/contracts';
import { channels, members, recordedStreams, type Database } from '@onair/db';
import { channelOwner, channelSummaryColumns, containingPattern, enabledCategoryOf, ofBrand, toChannelSummary } from '../directory/index';

const discoverySummaryColumns = channelSummaryColumns;

const byViewers = [desc(channels.viewerCount), asc(channels.name), asc(channels.channelId)];

const toSummary = (row: Omit<ChannelSummary, 'player' | 'language'> & { player: string | null; language: string }): ChannelSummary =>
  toChannelSummary(row);

type LiveFilter = { categoryId?: number; tag?: string; language?: BroadcastLanguage };

export function browseStore(db: Database) {
  const liveWhere = (brand: string, filter: LiveFilter) =>
    and(
      ofBrand(brand),
      eq(channels.isLive, true),
      filter.categoryId === undefined ? undefined : eq(channels.categoryId, filter.categoryId),
      filter.tag === undefined ? undefined : arrayContains(channels.tags, [filter.tag]),
      filter.language === undefined ? undefined : eq(channels.language, filter.language),
    );

  return {
    /** One page of this brand's live channels in a category, with a tag, in a language (any of them), most viewers first. */
    async live(brand: string, filter: LiveFilter, { page, size }: { page: number; size: number }) {
      const where = liveWhere(brand, filter);
      const rows = await db
        .select(discoverySummaryColumns)
        .from(channels)
        .innerJoin(members, channelOwner)
        .where(where)
        .orderBy(...byViewers)
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(channels).innerJoin(members, channelOwner).where(where);
      return { items: rows.map(toSummary), total: total?.value ?? 0 };
    },

    /** Channels whose name, nickname, title or a tag contain the text: live first, then most viewers. */
    async channelsMatching(text: string, brand: string, limit: number): Promise<ChannelSummary[]> {
      const pattern = containingPattern(text);
      const matching = or(
        ilike(channels.name, pattern),
        ilike(members.nickname, pattern),
        ilike(channels.liveTitle, pattern),
        sql`array_to_string(${channels.tags}, ' ') ilike ${pattern}`,
      );
      const rows = await db
        .select(discoverySummaryColumns)
        .from(channels)
        .innerJoin(members, channelOwner)
        .where(and(ofBrand(brand), matching))
        .orderBy(desc(channels.isLive), ...byViewers)
        .limit(limit);
      return rows.map(toSummary);
    },

    /** Public replays of this brand whose title or channel name contain the text, newest first. */
    async replaysMatching(text: string, brand: string, limit: number): Promise<ReplayHit[]> {
      const pattern = containingPattern(text);
      return replayHits(db, and(ofBrand(brand), or(ilike(recordedStreams.title, pattern), ilike(channels.name, pattern))), limit);
    },

    /** A channel's newest public replay, or null. */
    async lastReplay(channelId: number, brand: string): Promise<ReplayHit | null> {
      const [hit] = await replayHits(db, and(ofBrand(brand), eq(recordedStreams.channelId, channelId)), 1);
      return hit ?? null;
    },

    /** A channel of this brand and its category, or null when there is no such channel here. */
    async channelCategory(channelId: number, brand: string): Promise<{ categoryId: number | null } | null> {
      const [row] = await db
        .select({ categoryId: enabledCategoryOf })
        .from(channels)
        .innerJoin(members, channelOwner)
        .where(and(eq(channels.channelId, channelId), ofBrand(brand)));
      return row ? { categoryId: row.categoryId === null ? null : Number(row.categoryId) } : null;
    },
  };
}

async function replayHits(db: Database, where: SQL | undefined, limit: number): Promise<ReplayHit[]> {
  const rows = await db
    .select({
      recordedStreamId: recordedStreams.recordedStreamId,
      channelId: recordedStreams.channelId,
      channelName: channels.name,
      title: recordedStreams.title,
      endedAt: recordedStreams.endedAt,
      durationSeconds: recordedStreams.durationSeconds,
    })
    .from(recordedStreams)
    .innerJoin(channels, eq(channels.channelId, recordedStreams.channelId))
    .innerJoin(members, channelOwner)
    .where(and(where, isNull(recordedStreams.deletedAt), eq(recordedStreams.hidden, false)))
    .orderBy(desc(recordedStreams.endedAt), desc(recordedStreams.recordedStreamId))
    .limit(limit);
  return rows.map((row) => ({ ...row, endedAt: row.endedAt.toISOString() }));
}
