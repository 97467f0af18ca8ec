import type { ChatRoomState } from './chat-room-state';
import { isLiveMatch, matchIsOpen, mergeMatch } from './live-match';
import { announcementOf, isVote, mergeVote } from './room-events';
import type {
  ChatAnnouncementEvent,
  ChatChannelInfoEvent,
  ChatChannelStatusEvent,
  ChatLiveMatchEvent,
  ChatPersonalEvent,
  ChatViewersEvent,
  ChatVotingEvent,
} from './wire';

/** What a join's greeting (after `connection`, before the join's ack) brought back of the room's state. */
export type Greeting = { announcement: boolean; vote: boolean; match: boolean };

export const emptyGreeting = (): Greeting => ({ announcement: false, vote: false, match: false });

/** A room-wide `event`'s effect on the state, and which part of a join's greeting it is. */
export type RoomEventChange = { change: Partial<ChatRoomState>; greets: keyof Greeting | null };

/**
 * The change a room-wide event makes: announcement, voting, live-match, channel-status, channel-info or
 * viewers. Null
 * for other events (kick, role, refusal: the connection handles those) and malformed ones.
 */
export function roomEventChange(state: ChatRoomState, event: ChatPersonalEvent): RoomEventChange | null {
  if (event.type === 'announcement') return announcementChange(event as ChatAnnouncementEvent);
  if (event.type === 'voting') return votingChange(state, event as ChatVotingEvent);
  if (event.type === 'live-match') {
    const { match } = event as ChatLiveMatchEvent;
    return isLiveMatch(match) ? { change: { match: mergeMatch(state.match, match) }, greets: 'match' } : null;
  }
  if (event.type === 'channel-status') return channelStatusChange(state, event as ChatChannelStatusEvent);
  if (event.type === 'channel-info') {
    const { liveTitle } = event as ChatChannelInfoEvent;
    return liveTitle === null || typeof liveTitle === 'string' ? { change: { liveTitle }, greets: null } : null;
  }
  if (event.type === 'viewers') {
    const { viewers } = event as ChatViewersEvent;
    return Number.isSafeInteger(viewers) && viewers >= 0 ? { change: { viewers }, greets: null } : null;
  }
  return null;
}

/** The pinned line an announcement leaves, from the room's event or from the ack of one's own announce. */
export const announcementChange = (event: ChatAnnouncementEvent): RoomEventChange => ({
  change: { announcement: announcementOf(event) },
  greets: 'announcement',
});

function votingChange(state: ChatRoomState, event: ChatVotingEvent): RoomEventChange | null {
  if (!isVote(event.vote)) return null;
  const fresh = state.vote?.voteId !== event.vote.voteId;
  const voteChoice = event.chosen !== undefined ? event.chosen : fresh ? null : state.voteChoice;
  return { change: { vote: mergeVote(state.vote, event.vote), voteChoice }, greets: 'vote' };
}

/** The broadcast started or ended: the page refetches the channel (its player), the chat shows a line. */
function channelStatusChange(state: ChatRoomState, event: ChatChannelStatusEvent): RoomEventChange | null {
  if (typeof event.live !== 'boolean') return null;
  const notice = {
    id: (state.broadcastNotices.at(-1)?.id ?? 0) + 1,
    live: event.live,
    title: typeof event.title === 'string' ? event.title : '',
    afterSeq: state.messages.at(-1)?.seq ?? 0,
  };
  return { change: { live: event.live, broadcastNotices: [...state.broadcastNotices, notice] }, greets: null };
}

/**
 * A join's greeting brings the room's announcement, open vote and open match back; what it did
 * not bring ended while we were away. A closed vote's result and a finished match's stay.
 */
export function greetingSettled(state: ChatRoomState, greeting: Greeting): Partial<ChatRoomState> {
  const change: Partial<ChatRoomState> = {};
  if (!greeting.announcement && state.announcement) change.announcement = null;
  if (!greeting.vote && state.vote && !state.vote.closed) Object.assign(change, { vote: null, voteChoice: null });
  // A match's end is told to its rooms; one missed while away is dropped rather than shown as running.
  if (!greeting.match && state.match && matchIsOpen(state.match)) change.match = null;
  return change;
}
