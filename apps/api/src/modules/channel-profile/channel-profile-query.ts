import { and, count, eq } from 'drizzle-orm';
import type { ChannelProfile } from '@onair/contracts';
import { channels, follows, members, type Database } from '@onair/db';

/** A channel's profile when it belongs to this brand (a channel belongs to its owner's brand), else null. */
export async function channelProfile(db: Database, channelId: number, brand: string): Promise<ChannelProfile | null> {
  const [row] = await db
    .select({
      channelId: channels.channelId,
      name: channels.name,
      description: channels.description,
      profileImageUrl: channels.profileImageUrl,
      bannerImageUrl: channels.bannerImageUrl,
      ownerMemberId: channels.ownerMemberId,
      ownerNickname: members.nickname,
      isLive: channels.isLive,
    })
    .from(channels)
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .where(and(eq(channels.channelId, channelId), eq(members.brand, brand)));
  if (!row) return null;
  // One indexed count (follows_channel_idx): cheap enough to answer on every profile view.
  const [followers] = await db.select({ total: count() }).from(follows).where(eq(follows.channelId, channelId));
  return { ...row, followerCount: Number(followers?.total ?? 0) };
}

/** The channel a member owns (one at most), or null. */
export async function ownChannelId(db: Database, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ channelId: channels.channelId })
    .from(channels)
    .where(eq(channels.ownerMemberId, memberId));
  return row?.channelId ?? null;
}
