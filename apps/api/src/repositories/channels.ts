import { and, asc, count, desc, eq } from 'drizzle-orm';
import { channels, members, type Database } from '@onair/db';
import type { ChannelDetail, ChannelPage, ChannelStream, StreamPlayer, StreamProvider } from '@onair/contracts';

/**
 * PROVISIONAL until the media app (issue 6, broadcasting) lands: where our own stream of a live
 * channel will be served, by its player type. BytePlus plays HTTP-FLV, everything else HLS. The
 * /media prefix keeps the stream apart from the web's /live/{channelId} page. The media work
 * replaces this with the real URL (or a channel's configured IVS / BytePlus playback URL).
 */
const PROVISIONAL_PROVIDERS: Record<StreamPlayer, StreamProvider> = {
  IVS: 'aws',
  BYTEPLUS: 'bp_flv',
  HLS: 'llh',
  NCP: 'ncp',
  HTML5: 'ncp',
};

export function provisionalStream(channelId: number, player: StreamPlayer): ChannelStream {
  const extension = player === 'BYTEPLUS' ? 'flv' : 'm3u8';
  return { player, provider: PROVISIONAL_PROVIDERS[player], url: `/media/live/${channelId}.${extension}` };
}

// channel_id is a PostgreSQL integer: a larger id cannot exist, and must not reach the query.
const MAX_CHANNEL_ID = 2_147_483_647;

export function channelRepository(db: Database) {
  return {
    /** Live channels first (most viewers first), then the rest by name; stable order for paging. */
    async page({ page, size, live }: { page: number; size: number; live?: boolean }): Promise<ChannelPage> {
      const filter = live === undefined ? undefined : eq(channels.isLive, live);
      const rows = await db
        .select({
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
        })
        .from(channels)
        .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
        .where(and(filter))
        .orderBy(desc(channels.isLive), desc(channels.viewerCount), asc(channels.name), asc(channels.channelId))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(channels).where(and(filter));
      return {
        items: rows.map((row) => ({ ...row, player: row.player as StreamPlayer | null })),
        page,
        size,
        total: total?.value ?? 0,
      };
    },

    /**
     * One channel for its live page, or null. A channel belongs to its owner's brand, as the chat
     * server decides (another brand's room is NOT_FOUND there), so another brand's is null too.
     */
    async detail(channelId: number, brand: string): Promise<ChannelDetail | null> {
      if (!Number.isSafeInteger(channelId) || channelId < 1 || channelId > MAX_CHANNEL_ID) return null;
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
          liveStartedAt: channels.liveStartedAt,
          player: channels.player,
        })
        .from(channels)
        .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
        .where(and(eq(channels.channelId, channelId), eq(members.brand, brand)));
      if (!row) return null;
      const { player, liveStartedAt, ...rest } = row;
      const live = row.isLive;
      return {
        ...rest,
        liveStartedAt: live && liveStartedAt ? liveStartedAt.toISOString() : null,
        stream: live && player ? provisionalStream(row.channelId, player as StreamPlayer) : null,
      };
    },
  };
}
