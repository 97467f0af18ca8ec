import { and, eq } from 'drizzle-orm';
import { chatManagers, channels, members, type Database } from '@onair/db';
import type { SessionMember } from '../sessions/session-types';

/**
 * A caller's standing toward one channel, as docs/permissions.md lists what each may do.
 * owner: the channel's streamer. operator: user type O, everywhere. manager: appointed by the
 * owner (the chat's managers). member: signed in. visitor: not signed in.
 */
export type ChannelRole = 'owner' | 'operator' | 'manager' | 'member' | 'visitor';

export type ChannelStanding = { role: ChannelRole; channelId: number; ownerMemberId: number };

/**
 * The caller's role in a channel of this brand, or null when the channel does not exist here (a
 * channel belongs to its owner's brand; another brand's is as good as absent).
 */
export async function channelStanding(
  db: Database,
  channelId: number,
  brand: string,
  member: SessionMember | null,
): Promise<ChannelStanding | null> {
  const [channel] = await db
    .select({ ownerMemberId: channels.ownerMemberId })
    .from(channels)
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .where(and(eq(channels.channelId, channelId), eq(members.brand, brand)));
  if (!channel) return null;
  const standing = (role: ChannelRole) => ({ role, channelId, ownerMemberId: channel.ownerMemberId });
  if (!member) return standing('visitor');
  if (member.memberId === channel.ownerMemberId) return standing('owner');
  if (member.userType === 'O') return standing('operator');
  const [manager] = await db
    .select({ memberId: chatManagers.memberId })
    .from(chatManagers)
    .where(and(eq(chatManagers.channelId, channelId), eq(chatManagers.memberId, member.memberId)));
  return standing(manager ? 'manager' : 'member');
}

/** Owner, managers and operators run a channel's notices and board (pin, delete any post). */
export const runsChannel = (role: ChannelRole) => role === 'owner' || role === 'manager' || role === 'operator';
