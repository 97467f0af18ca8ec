import { chatLineBadgesOf, type ChatLineBadges, type ChatMessage, type ChatRole } from '../room/wire';

/** How many of the latest lines are read for the room's chatters (as @mention completion reads them). */
const RECENT_LINES = 200;

/** A chatter as their latest line showed them: what their user card needs without a line of its own. */
export type RoomChatter = { memberId: number; nickname: string; role: ChatRole; badges: ChatLineBadges };

/**
 * Who is in the room's chat: the streamer first, then whoever wrote among the latest lines, newest
 * first, each once with the role and badges of their latest line. Only lines are known to a client
 * (the server tells no one who else is connected), so a viewer who never wrote is not listed.
 */
export function roomChatters(
  messages: readonly ChatMessage[],
  owner?: { memberId: number; nickname: string },
): RoomChatter[] {
  const byMember = new Map<number, RoomChatter>();
  for (const message of messages.slice(-RECENT_LINES).reverse()) {
    if (message.kind !== 'chat' || message.memberId === null || byMember.has(message.memberId)) continue;
    byMember.set(message.memberId, {
      memberId: message.memberId,
      nickname: message.nickname,
      role: message.role,
      badges: chatLineBadgesOf(message.payload),
    });
  }
  if (!owner) return [...byMember.values()];
  const ownLine = byMember.get(owner.memberId);
  byMember.delete(owner.memberId);
  return [ownLine ?? { ...owner, role: 'owner', badges: {} }, ...byMember.values()];
}
