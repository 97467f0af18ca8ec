import { and, asc, count, desc, eq, ilike, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { broadcasts, categories, channels, externalStreams, follows, mediaNodes, members, type Database } from '@onair/db';
import type { PlaybackAdmission, RoomGate } from '../live-auth/index';
import { channelStreamUrl, type MediaUrls } from '../streams/index';
import { broadcastLanguageOf, type BroadcastLanguage, type ChannelDetail, type ChannelPage, type ChannelSummary, type StreamPlayer } from '@onair/contracts';
import { containingPattern } from './like-pattern';
import { liveFirstByViewers, withLiveViewers, type LiveViewers } from './live-viewers';

/**
 * A channel's category, only while the category is enabled (a disabled one is gone everywhere;
 * docs/discovery.md). Looked up only for a channel that has one: the lookup is a scan of the
 * categories per row, which was half of the home list's page in PostgreSQL when most channels
 * have none.
 */
export const enabledCategoryOf = sql<
  number | null
>`(case when ${channels.categoryId} is null then null else (select ${categories.categoryId} from ${categories} where ${categories.categoryId} = ${channels.categoryId} and ${categories.enabled}) end)`;

/** The columns of a ChannelSummary; select them from channels joined to their owner (ownedBy). */
export const channelSummaryColumns = {
  channelId: channels.channelId,
  name: channels.name,
  description: channels.description,
  ownerNickname: members.nickname,
  isLive: channels.isLive,
  viewerCount: channels.viewerCount,
  title: channels.liveTitle,
  player: channels.player,
  thumbnailUrl: channels.thumbnailUrl,
  profileImageUrl: channels.profileImageUrl,
  adult: channels.adult,
  tags: channels.tags,
  categoryId: enabledCategoryOf,
  language: channels.language,
};

type SummaryRow = Omit<ChannelSummary, 'player' | 'language'> & { player: string | null; language?: string };

export const toChannelSummary = <R extends SummaryRow>(
  row: R,
): Omit<R, 'language'> & { player: StreamPlayer | null; language?: BroadcastLanguage } => ({
  ...row,
  player: row.player as StreamPlayer | null,
  ...(row.language === undefined ? {} : { language: broadcastLanguageOf(row.language) }),
  ...(row.categoryId === undefined ? {} : { categoryId: row.categoryId === null ? null : Number(row.categoryId) }),
});

/**
 * A page's size or offset that PostgreSQL cannot read while planning, not even in a custom plan,
 * so a prepared page is planned once per connection (channelRepository says why). Drizzle types
 * limit() and offset() as a number or a placeholder; it writes any SQL it is given.
 */
const unestimated = (name: string) => sql`(select ${sql.placeholder(name)}::integer)` as unknown as Placeholder;

/** The join every brand-scoped channel query makes: a channel belongs to its owner's brand. */
export const channelOwner = eq(members.memberId, channels.ownerMemberId);
/**
 * This brand's channels whose owner is still a member: a withdrawn member's channel is gone from
 * every list, page and lookup, so nobody is led to gift or subscribe to it (docs/money.md).
 */
export const ofBrand = (brand: string | Placeholder): SQL => and(eq(members.brand, brand), isNull(members.withdrawnAt)) as SQL;

/**
 * Live channels first (most viewers first), then the rest by name; stable for paging. By the
 * stored count: a page's cards show the room's live count, and are re-ordered by it within the
 * page (liveFirstByViewers says why not across pages).
 */
export const liveFirst = [
  desc(channels.isLive),
  desc(channels.viewerCount),
  asc(channels.name),
  asc(channels.channelId),
];

/** A searched-for channel: its name, its owner's nickname or its broadcast title contain the keyword. */
const matching = (keyword: string): SQL | undefined => {
  const pattern = containingPattern(keyword);
  return or(ilike(channels.name, pattern), ilike(members.nickname, pattern), ilike(channels.liveTitle, pattern));
};

/** The channel a viewer named exactly (name or nickname, any case) leads, whether or not it is live. */
const namedExactly = (keyword: string) =>
  desc(sql`(lower(${channels.name}) = lower(${keyword}) or lower(${members.nickname}) = lower(${keyword}))`);

const sameText = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

export type ChannelPageQuery = { page: number; size: number; live?: boolean; keyword?: string };

/** A stored page with the node's live counts laid over it, re-ordered by them within the page. */
export function pageWithLiveViewers(stored: ChannelPage, keyword: string | undefined, liveViewers: LiveViewers): ChannelPage {
  const counted = withLiveViewers(stored.items, liveViewers);
  const named = (channel: ChannelSummary) =>
    keyword !== undefined && [channel.name, channel.ownerNickname].some((text) => sameText(text, keyword));
  const items = [...counted.filter(named), ...liveFirstByViewers(counted.filter((channel) => !named(channel)))];
  return { ...stored, items };
}

/** media: where the media app serves streams; only the live page's detail needs it. */
export function channelRepository(db: Database, media?: MediaUrls) {
  // The home list without a keyword, prepared once per variant (all, live only, offline only): the
  // home page asks it on every visit. One statement, one round trip: the brand's count rides along
  // as an InitPlan (computed once, not per row, unlike a window count, which made the page read
  // every channel). The page's size and offset go in as sub-selects, so that PostgreSQL sees the
  // same row estimate with or without their values: with plain parameters it priced a plan for
  // this size below the generic one and planned the statement anew on every execution (about
  // half of the page's cost); now the generic plan wins after the first five and is kept per
  // connection.
  const homeFilter = (live: boolean | undefined) =>
    and(ofBrand(sql.placeholder('brand')), live === undefined ? undefined : eq(channels.isLive, live));
  const prepareHomePage = (live: boolean | undefined) => {
    const brandCount = db.select({ value: count() }).from(channels).innerJoin(members, channelOwner).where(homeFilter(live));
    return {
      page: db
        .select({ ...channelSummaryColumns, total: sql<number>`(${brandCount})`.mapWith(Number) })
        .from(channels)
        .innerJoin(members, channelOwner)
        .where(homeFilter(live))
        .orderBy(...liveFirst)
        .limit(unestimated('size'))
        .offset(unestimated('offset'))
        .prepare(`home_channels_${live ?? 'all'}`),
      // A page past the last has no row to carry the count.
      count: brandCount.prepare(`home_channels_${live ?? 'all'}_count`),
    };
  };
  const homePages = new Map<string, ReturnType<typeof prepareHomePage>>();
  const homePage = (live: boolean | undefined) => {
    const key = String(live);
    let statements = homePages.get(key);
    if (!statements) homePages.set(key, (statements = prepareHomePage(live)));
    return statements;
  };

  // The live page's read, prepared once for guests and once for signed-in callers (their following).
  const detailStatement = (signedIn: boolean) =>
    db
      .select({
        channelId: channels.channelId,
        name: channels.name,
        description: channels.description,
        ownerMemberId: channels.ownerMemberId,
        ownerNickname: members.nickname,
        profileImageUrl: channels.profileImageUrl,
        thumbnailUrl: channels.thumbnailUrl,
        isLive: channels.isLive,
        liveTitle: channels.liveTitle,
        viewerCount: channels.viewerCount,
        adult: channels.adult,
        tags: channels.tags,
        categoryId: enabledCategoryOf,
        language: channels.language,
        liveStartedAt: channels.liveStartedAt,
        player: channels.player,
        ownerBrand: members.brand,
        passwordHash: channels.roomPasswordHash,
        externalPlayer: externalStreams.player,
        externalUrl: externalStreams.playbackUrl,
        // The node carrying the live broadcast, when it names its own address (several media nodes).
        nodeUrl: sql<
          string | null
        >`(select ${mediaNodes.publicUrl} from ${broadcasts} join ${mediaNodes} on ${mediaNodes.nodeId} = ${broadcasts.mediaNode} where ${broadcasts.channelId} = ${channels.channelId} and ${broadcasts.endedAt} is null limit 1)`,
        followerCount: sql<number>`(select count(*)::int from ${follows} where ${follows.channelId} = ${channels.channelId})`,
        following: signedIn
          ? sql<boolean>`exists (select 1 from ${follows} where ${follows.channelId} = ${channels.channelId} and ${follows.memberId} = ${sql.placeholder('viewerMemberId')})`
          : sql<boolean>`false`,
      })
      .from(channels)
      .innerJoin(members, channelOwner)
      .leftJoin(externalStreams, eq(externalStreams.channelId, channels.channelId))
      .where(and(eq(channels.channelId, sql.placeholder('channelId')), ofBrand(sql.placeholder('brand'))))
      .prepare(signedIn ? 'channel_detail_member' : 'channel_detail_guest');
  // Built on first use: some callers make a repository per request for ofBrand alone.
  let details: { guest: ReturnType<typeof detailStatement>; member: ReturnType<typeof detailStatement> } | null = null;
  const detailFor = (signedIn: boolean) => {
    details ??= { guest: detailStatement(false), member: detailStatement(true) };
    return signedIn ? details.member : details.guest;
  };

  return {
    /**
     * This brand's channels, live ones first, or those matching a keyword, as stored: what every
     * caller of the same query gets alike (the guest answer cache keeps it); pageWithLiveViewers
     * lays the node's live counts over it.
     */
    async storedPage({ page, size, live, keyword }: ChannelPageQuery, brand: string): Promise<ChannelPage> {
      const offset = (page - 1) * size;
      if (!keyword) {
        const statements = homePage(live);
        const rows = await statements.page.execute({ brand, size, offset });
        const first = rows[0];
        // Page 1 without a row: the brand has no such channel at all.
        const total = first ? first.total : offset === 0 ? 0 : ((await statements.count.execute({ brand }))[0]?.value ?? 0);
        return { items: rows.map(({ total: _total, ...row }) => toChannelSummary(row)), page, size, total };
      }
      const filter = and(ofBrand(brand), live === undefined ? undefined : eq(channels.isLive, live), matching(keyword));
      const [rows, [counted]] = await Promise.all([
        db
          .select(channelSummaryColumns)
          .from(channels)
          .innerJoin(members, channelOwner)
          .where(filter)
          .orderBy(namedExactly(keyword), ...liveFirst)
          .limit(size)
          .offset(offset),
        db.select({ value: count() }).from(channels).innerJoin(members, channelOwner).where(filter),
      ]);
      return { items: rows.map(toChannelSummary), page, size, total: counted?.value ?? 0 };
    },

    /** A channel of this brand and its owner, or null (unknown, or another brand's). */
    async ofBrand(channelId: number, brand: string): Promise<{ channelId: number; ownerMemberId: number } | null> {
      const [row] = await db
        .select({ channelId: channels.channelId, ownerMemberId: channels.ownerMemberId })
        .from(channels)
        .innerJoin(members, channelOwner)
        .where(and(eq(channels.channelId, channelId), ofBrand(brand)));
      return row ?? null;
    },

    async followerCount(channelId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(follows).where(eq(follows.channelId, channelId));
      return row?.value ?? 0;
    },

    /**
     * One channel for its live page, or null. A channel belongs to its owner's brand, as the chat
     * server decides (another brand's room is NOT_FOUND there), so another brand's is null too.
     * viewerMemberId: the signed-in caller, for following. admit: the playback gate's answer for the
     * caller, asked only when the channel has a stream to play, handed the room's door as read here
     * (no second read of it); without an admission the stream is null. gated: an adult or password
     * room, whose answer depends on who asks and is never cached.
     */
    async detail(
      channelId: number,
      brand: string,
      viewerMemberId: number | null,
      admit: (gate: RoomGate) => Promise<PlaybackAdmission | null>,
    ): Promise<{ channel: ChannelDetail; gated: boolean } | null> {
      const [row] = await detailFor(viewerMemberId !== null).execute({ channelId, brand, viewerMemberId });
      if (!row) return null;
      if (!media) throw new Error('channelRepository(db, media) is needed for a channel detail');
      const { player, liveStartedAt, followerCount, following, externalPlayer, externalUrl, nodeUrl, ownerBrand, passwordHash, ...rest } = row;
      const external = externalPlayer && externalUrl ? { player: externalPlayer, playbackUrl: externalUrl } : null;
      const gate: RoomGate = { channelId: row.channelId, ownerMemberId: row.ownerMemberId, brand: ownerBrand, adult: row.adult, passwordHash };
      const admission = row.isLive && player ? await admit(gate) : null;
      const channel: ChannelDetail = {
        ...rest,
        categoryId: rest.categoryId === null ? null : Number(rest.categoryId),
        language: broadcastLanguageOf(rest.language),
        liveStartedAt: row.isLive && liveStartedAt ? liveStartedAt.toISOString() : null,
        stream:
          admission && player
            ? channelStreamUrl(
                admission,
                player as StreamPlayer,
                nodeUrl ? { ...media, publicUrl: nodeUrl } : media,
                external,
              )
            : null,
        followerCount: Number(followerCount),
        following: Boolean(following),
      };
      return { channel, gated: row.adult || passwordHash !== null };
    },
  };
}
