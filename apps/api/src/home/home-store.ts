import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { channels, homeItems, members, type Database } from '@onair/db';
import type { ChannelSummary, Device, HomeItem, HomeTheme } from '@onair/contracts';
import { channelOwner, channelSummaryColumns, ofBrand, toChannelSummary } from '../repositories/channels';

/** banner, popup, theme or logo (home_items.kind). */
export type HomeKind = 'banner' | 'popup' | 'theme' | 'logo';

/** Rows an operator made showing now: active, of this brand and kind, within their window. */
const showing = (brand: string, kind: HomeKind, variant: string, now: Date) =>
  and(
    eq(homeItems.brand, brand),
    eq(homeItems.kind, kind),
    eq(homeItems.variant, variant),
    eq(homeItems.active, true),
    or(isNull(homeItems.startsAt), lte(homeItems.startsAt, now)),
    or(isNull(homeItems.endsAt), gt(homeItems.endsAt, now)),
  );

export function homeStore(db: Database) {
  async function rows(brand: string, kind: HomeKind, variant: string, now: Date) {
    return db
      .select({
        itemId: homeItems.itemId,
        title: homeItems.title,
        body: homeItems.body,
        imageUrl: homeItems.imageUrl,
        linkUrl: homeItems.linkUrl,
        channelIds: homeItems.channelIds,
      })
      .from(homeItems)
      .where(showing(brand, kind, variant, now))
      .orderBy(asc(homeItems.position), asc(homeItems.itemId));
  }

  /** Summaries of this brand's channels among ids, by id; others' and unknown ids are absent. */
  async function summaries(ids: number[], brand: string): Promise<Map<number, ChannelSummary>> {
    if (ids.length === 0) return new Map();
    const found = await db
      .select(channelSummaryColumns)
      .from(channels)
      .innerJoin(members, channelOwner)
      .where(and(inArray(channels.channelId, ids), ofBrand(brand)));
    return new Map(found.map((row) => [row.channelId, toChannelSummary(row)]));
  }

  return {
    async items(brand: string, kind: Exclude<HomeKind, 'theme'>, variant = '', now = new Date()): Promise<HomeItem[]> {
      return (await rows(brand, kind, variant, now)).map(({ channelIds: _ids, ...item }) => item);
    },

    /** Each theme's channels in the operator's order. */
    async themes(brand: string, device: Device, now = new Date()): Promise<HomeTheme[]> {
      const themes = await rows(brand, 'theme', device, now);
      const ids = [...new Set(themes.flatMap((theme) => theme.channelIds).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))];
      const byId = await summaries(ids, brand);
      return themes.map((theme) => ({
        themeId: theme.itemId,
        title: theme.title,
        channels: theme.channelIds.flatMap((id) => byId.get(id) ?? []),
      }));
    },

    /** Live channels by viewers, then the most followed of the rest. */
    async suggestions(brand: string, size: number): Promise<ChannelSummary[]> {
      const followers = sql`(select count(*) from follows where follows.channel_id = ${channels.channelId})`;
      const found = await db
        .select(channelSummaryColumns)
        .from(channels)
        .innerJoin(members, channelOwner)
        .where(and(ofBrand(brand), eq(channels.broadcast, true)))
        .orderBy(
          desc(channels.isLive),
          desc(sql`case when ${channels.isLive} then ${channels.viewerCount} else 0 end`),
          desc(followers),
          asc(channels.channelId),
        )
        .limit(size);
      return found.map(toChannelSummary);
    },
  };
}
