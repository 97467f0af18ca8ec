import { and, eq, sql } from 'drizzle-orm';
import type { ChannelProfile } from '@onair/contracts';
import { channels, follows, members, type Database } from '@onair/db';

/**
 * The profile read, prepared once per database handle: a channel page opens it on every view, and
 * PostgreSQL then parses and plans it once per connection instead of on every request.
 */
const profileStatement = (db: Database) =>
  db
    .select({
      channelId: channels.channelId,
      name: channels.name,
      description: channels.description,
      profileImageUrl: channels.profileImageUrl,
      bannerImageUrl: channels.bannerImageUrl,
      ownerMemberId: channels.ownerMemberId,
      ownerNickname: members.nickname,
      isLive: channels.isLive,
      // One indexed count (follows_channel_idx) in the same round trip.
      followerCount: sql<number>`(select count(*)::int from ${follows} where ${follows.channelId} = ${channels.channelId})`.mapWith(Number),
    })
    .from(channels)
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .where(and(eq(channels.channelId, sql.placeholder('channelId')), eq(members.brand, sql.placeholder('brand'))))
    .prepare('channel_profile');

const prepared = new WeakMap<Database, ReturnType<typeof profileStatement>>();

/** A channel's profile when it belongs to this brand (a channel belongs to its owner's brand), else null. */
export async function channelProfile(db: Database, channelId: number, brand: string): Promise<ChannelProfile | null> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = profileStatement(db)));
  const [row] = await statement.execute({ channelId, brand });
  return row ?? null;
}

/** The channel a member owns (one at most), or null. */
export async function ownChannelId(db: Database, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ channelId: channels.channelId })
    .from(channels)
    .where(eq(channels.ownerMemberId, memberId));
  return row?.channelId ?? null;
}
