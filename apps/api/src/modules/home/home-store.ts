import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { channels, homeItems, members, type Database, type HomeAudience } from '@onair/db';
import type { ChannelSummary, Device, HomeItem, HomeTheme, Locale } from '@onair/contracts';
import {
  channelOwner,
  channelSummaryColumns,
  ofBrand,
  toChannelSummary,
  liveFirstByViewers,
  noLiveViewers,
  withLiveViewers,
  type LiveViewers,
} from '../directory/index';

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

/**
 * Who asks: a signed-in member or a visitor. Each sees the rows for everyone and those for its own
 * kind of asker (home_items.audience; only banners have another audience than everyone).
 */
export type HomeAsker = 'member' | 'visitor';
const audiencesOf = (asker: HomeAsker): HomeAudience[] => ['everyone', asker === 'member' ? 'members' : 'visitors'];

type Row = { title: string; titleEn: string | null; body: string; bodyEn: string | null };

/** The row's text in the locale: Korean is the source, and stands in for English the operator did not give. */
const textIn = <R extends Row>({ title, titleEn, body, bodyEn, ...rest }: R, locale: Locale) => ({
  ...rest,
  title: locale === 'en' && titleEn ? titleEn : title,
  body: locale === 'en' && bodyEn !== null ? bodyEn : body,
});

export function homeStore(db: Database) {
  async function rows(brand: string, kind: HomeKind, variant: string, now: Date, asker: HomeAsker = 'visitor') {
    return db
      .select({
        itemId: homeItems.itemId,
        title: homeItems.title,
        titleEn: homeItems.titleEn,
        body: homeItems.body,
        bodyEn: homeItems.bodyEn,
        imageUrl: homeItems.imageUrl,
        linkUrl: homeItems.linkUrl,
        channelIds: homeItems.channelIds,
      })
      .from(homeItems)
      .where(and(showing(brand, kind, variant, now), inArray(homeItems.audience, audiencesOf(asker))))
      .orderBy(asc(homeItems.position), asc(homeItems.itemId));
  }

  /** Summaries of this brand's channels among ids, by id; others' and unknown ids are absent. */
  async function summaries(ids: number[], brand: string, live: LiveViewers): Promise<Map<number, ChannelSummary>> {
    if (ids.length === 0) return new Map();
    const found = await db
      .select(channelSummaryColumns)
      .from(channels)
      .innerJoin(members, channelOwner)
      .where(and(inArray(channels.channelId, ids), ofBrand(brand)));
    return new Map(withLiveViewers(found.map(toChannelSummary), live).map((channel) => [channel.channelId, channel]));
  }

  return {
    async items(
      brand: string,
      kind: Exclude<HomeKind, 'theme'>,
      variant = '',
      locale: Locale = 'ko',
      asker: HomeAsker = 'visitor',
      now = new Date(),
    ): Promise<HomeItem[]> {
      return (await rows(brand, kind, variant, now, asker)).map(({ channelIds: _ids, ...item }) => textIn(item, locale));
    },

    /**
     * Each theme's live channels, in the operator's order. An offline channel the operator picked
     * is left out while it is offline: a row such as 'trending now' (지금 뜨는 채널) lists what can
     * be watched now, and a theme with nothing live is an empty row, which the web leaves out.
     * liveOnly false (the console's preview of a later time, when who is live is not known yet)
     * lists every picked channel, the live ones first.
     */
    async themes(
      brand: string,
      device: Device,
      locale: Locale = 'ko',
      live: LiveViewers = noLiveViewers,
      now = new Date(),
      liveOnly = true,
    ): Promise<HomeTheme[]> {
      const themes = await rows(brand, 'theme', device, now);
      const ids = [
        ...new Set(
          themes
            .flatMap((theme) => theme.channelIds)
            .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647),
        ),
      ];
      const byId = await summaries(ids, brand, live);
      return themes.map((theme) => {
        const picked = [...new Set(theme.channelIds)].flatMap((id) => byId.get(id) ?? []);
        return {
          themeId: theme.itemId,
          title: textIn(theme, locale).title,
          channels: [...picked.filter((channel) => channel.isLive), ...(liveOnly ? [] : picked.filter((channel) => !channel.isLive))],
        };
      });
    },

    /**
     * Live channels by viewers, then the most followed of the rest. Which live channels make the
     * list is decided by the stored count, their order by the room's live count (live: the chat's
     * counts, see liveFirstByViewers).
     */
    async suggestions(brand: string, size: number, live: LiveViewers = noLiveViewers): Promise<ChannelSummary[]> {
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
      return liveFirstByViewers(withLiveViewers(found.map(toChannelSummary), live));
    },
  };
}
