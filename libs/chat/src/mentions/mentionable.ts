import type { ChatMessage } from '../room/wire';

/** How many of the latest lines are searched for chatters to offer. */
const RECENT_LINES = 200;

/**
 * Who an @mention may name: the streamer first, then the room's other chatters newest first,
 * never the reader themself.
 */
export function mentionable(
  messages: readonly ChatMessage[],
  me: { memberId: number; nickname: string },
  ownerNickname: string | undefined,
): string[] {
  const chatters = messages
    .slice(-RECENT_LINES)
    .reverse()
    .filter((message) => message.kind === 'chat' && message.memberId !== null && message.memberId !== me.memberId)
    .map((message) => message.nickname);
  const offered = ownerNickname === undefined ? chatters : [ownerNickname, ...chatters];
  // The streamer typing in their own room is not offered to themself.
  return [...new Set(offered)].filter((nickname) => nickname !== me.nickname);
}
