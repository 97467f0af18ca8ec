import { and, asc, count, desc, eq } from 'drizzle-orm';
import { channels, members, type Database } from '@onair/db';
import type { ChannelPage, StreamPlayer } from '@onair/contracts';

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
  };
}
