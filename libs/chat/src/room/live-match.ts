import type { ChatLiveMatch } from './wire';

const OPEN = new Set<ChatLiveMatch['status']>(['proposed', 'running']);

export const matchIsOpen = (match: ChatLiveMatch) => OPEN.has(match.status);

const totalOf = (match: ChatLiveMatch) => match.sides[0].score + match.sides[1].score;

/**
 * The match to show after a live-match event. Events of one match can cross (throttled scores
 * from two nodes, the end from a third, a join's copy): a match that is over never reopens, a
 * running match never goes back to proposed, and its scores never go down, since gifts only add.
 */
export function mergeMatch(current: ChatLiveMatch | null, incoming: ChatLiveMatch): ChatLiveMatch {
  if (!current || current.matchId !== incoming.matchId) return incoming;
  if (!matchIsOpen(current)) return current;
  if (current.status === 'running' && incoming.status === 'proposed') return current;
  if (current.status === 'running' && incoming.status === 'running' && totalOf(incoming) < totalOf(current))
    return current;
  return incoming;
}

/** Well-formed enough to show: the server fills it, but a page must not break on a bad frame. */
export function isLiveMatch(value: unknown): value is ChatLiveMatch {
  const match = value as ChatLiveMatch | null;
  return (
    typeof match === 'object' &&
    match !== null &&
    typeof match.matchId === 'number' &&
    typeof match.status === 'string' &&
    Array.isArray(match.sides) &&
    match.sides.length === 2 &&
    match.sides.every((side) => typeof side?.channelId === 'number' && typeof side.score === 'number')
  );
}
