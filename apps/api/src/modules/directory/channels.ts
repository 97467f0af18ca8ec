import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { broadcasts, categories, channels, externalStreams, follows, mediaNodes, members, type Database } from '@onair/db';
import type { PlaybackAdmission } from '../live-auth/index';
import { channelStreamUrl, type MediaUrls } from '../streams/index';
import type { ChannelDetail, ChannelPage, ChannelSummary, StreamPlayer } from '@onair/contracts';
import { containingPattern } from './like-pattern';
import { liveFirstByViewers, noLiveViewers, withLiveViewers, type LiveViewers } from './live-viewers';

/** A channel's category, only while the category is enabled (a disabled one is gone everywhere; docs/discovery.md). */
export const enabledCategoryOf = sql<
  number | null
>`(select ${categories.categoryId} from ${categories} where ${categories.categoryId} = ${channels.categoryId} and ${categories.enabled})`;

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
};

type SummaryRow = Omit<ChannelSummary, 'player'> & { player: string | null };

export const toChannelSummary = <R extends SummaryRow>(row: R): R & { player: StreamPlayer | null } => ({
  ...row,
  player: row.player as StreamPlayer | null,
  ...(row.categoryId === undefined ? {} : { categoryId: row.categoryId === null ? null : Number(row.categoryId) }),
});

/** The join every brand-scoped channel query makes: a channel belongs to its owner's brand. */
export const channelOwner = eq(members.memberId, channels.ownerMemberId);
/**
 * This brand's channels whose owner is still a member: a withdrawn member's channel is gone from
 * every list, page and lookup, so nobody is led to gift or subscribe to it (docs/money.md).
 */
export const ofBrand = (brand: string): SQL => and(eq(members.brand, brand), isNull(members.withdrawnAt)) as SQL;

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

/** media: where the media app serves streams; only the live page's detail needs it. */
export function channelRepository(db: Database, media?: MediaUrls) {
  return {
    /**
     * This brand's channels, live ones first, or those matching a keyword (an exact name first);
     * liveViewers: the chat's counts, where this node has them.
     */
    async page(
      { page, size, live, keyword }: { page: number; size: number; live?: boolean; keyword?: string },
      brand: string,
      liveViewers: LiveViewers = noLiveViewers,
    ): Promise<ChannelPage> {
      const filter = and(
        ofBrand(brand),
        live === undefined ? undefined : eq(channels.isLive, live),
        keyword ? matching(keyword) : undefined,
      );
      const rows = await db
        .select(channelSummaryColumns)
        .from(channels)
        .innerJoin(members, channelOwner)
        .where(filter)
        .orderBy(...(keyword ? [namedExactly(keyword), ...liveFirst] : liveFirst))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(channels).innerJoin(members, channelOwner).where(filter);
      const counted = withLiveViewers(rows.map(toChannelSummary), liveViewers);
      const named = (channel: ChannelSummary) =>
        keyword !== undefined && [channel.name, channel.ownerNickname].some((text) => sameText(text, keyword));
      const items = [...counted.filter(named), ...liveFirstByViewers(counted.filter((channel) => !named(channel)))];
      return { items, page, size, total: total?.value ?? 0 };
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
     * caller, asked only when the channel has a stream to play; without an admission it is null.
     */
    async detail(
      channelId: number,
      brand: string,
      viewerMemberId: number | null,
      admit: (channelId: number) => Promise<PlaybackAdmission | null>,
    ): Promise<ChannelDetail | null> {
      const [row] = await db
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
          liveStartedAt: channels.liveStartedAt,
          player: channels.player,
          externalPlayer: externalStreams.player,
          externalUrl: externalStreams.playbackUrl,
          // The node carrying the live broadcast, when it names its own address (several media nodes).
          nodeUrl: sql<
            string | null
          >`(select ${mediaNodes.publicUrl} from ${broadcasts} join ${mediaNodes} on ${mediaNodes.nodeId} = ${broadcasts.mediaNode} where ${broadcasts.channelId} = ${channels.channelId} and ${broadcasts.endedAt} is null limit 1)`,
          followerCount: sql<number>`(select count(*)::int from ${follows} where ${follows.channelId} = ${channels.channelId})`,
          following:
            viewerMemberId === null
              ? sql<boolean>`false`
              : sql<boolean>`exists (select 1 from ${follows} where ${follows.channelId} = ${channels.channelId} and ${follows.memberId} = ${viewerMemberId})`,
        })
        .from(channels)
        .innerJoin(members, channelOwner)
        .leftJoin(externalStreams, eq(externalStreams.channelId, channels.channelId))
        .where(and(eq(channels.channelId, channelId), ofBrand(brand)));
      if (!row) return null;
      if (!media) throw new Error('channelRepository(db, media) is needed for a channel detail');
      const { player, liveStartedAt, followerCount, following, externalPlayer, externalUrl, nodeUrl, ...rest } = row;
      const external = externalPlayer && externalUrl ? { player: externalPlayer, playbackUrl: externalUrl } : null;
      const admission = row.isLive && player ? await admit(row.channelId) : null;
      return {
        ...rest,
        categoryId: rest.categoryId === null ? null : Number(rest.categoryId),
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
    },
  };
}
