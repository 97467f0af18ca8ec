import type { ChatAnnouncement } from './chat-room-state';
import type { ChatAnnouncementEvent, ChatVote } from './wire';

/** The pinned line an announcement event leaves: the new one, or none when it was cleared. */
export const announcementOf = (event: ChatAnnouncementEvent): ChatAnnouncement | null =>
  event.text === null ? null : { text: event.text, nickname: event.nickname, at: event.at, line: event.line ?? null };

/**
 * The vote to show after a voting event. Events of one vote can cross (a throttled tally from one
 * node, the close from another, a join's copy): a closed vote never reopens, and an open vote's
 * total never goes back, since ballots are only added.
 */
export function mergeVote(current: ChatVote | null, incoming: ChatVote): ChatVote {
  if (!current || current.voteId !== incoming.voteId) return incoming;
  if (current.closed && !incoming.closed) return current;
  if (!current.closed && !incoming.closed && incoming.total < current.total) return current;
  return incoming;
}

/** Well-formed enough to show: the server fills it, but a page must not break on a bad frame. */
export function isVote(value: unknown): value is ChatVote {
  const vote = value as ChatVote | null;
  return (
    typeof vote === 'object' &&
    vote !== null &&
    typeof vote.voteId === 'number' &&
    typeof vote.question === 'string' &&
    Array.isArray(vote.options) &&
    typeof vote.endsAt === 'string'
  );
}
