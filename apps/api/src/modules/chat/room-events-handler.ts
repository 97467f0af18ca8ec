import {
  CHAT_ROOM_EVENT_LIMITS as LIMITS,
  CHAT_ROOM_EVENT_TYPES,
  chatTextLength,
  type ChatRoomEventAnswers,
  type ChatRoomEventPayload,
} from '@onair/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { handle, type ChatSocket } from './chat-handle';
import type { LiveMatches } from './live-matches';
import type { RoomDirectory } from './room-directory';
import type { RoomEvents } from './room-events';
import type { RoomStates } from './room-state';
import { CHAT_EVENTS, socketRoomOf, type Ack } from './chat-protocol';
import { REFUSALS } from './chat-refusals';
import { isModerator, roleIn } from './chat-roles';
import { cleanChatText } from './chat-text';
import { ROOM_EVENT_REFUSALS as REFUSE } from './room-event-refusals';

export const ROOM_EVENT_ACTIONS = CHAT_ROOM_EVENT_TYPES;
export type RoomEventAction = (typeof ROOM_EVENT_ACTIONS)[number];

type Answer = ChatRoomEventAnswers[RoomEventAction];

type OpenVoteRequest = Extract<ChatRoomEventPayload, { type: 'openVote' }>;

/** question and options of an openVote, cleaned like a chat line (count and seconds were checked by the schema), or the refusal. */
function voteDraftOf({ question: rawQuestion, options: rawOptions, seconds }: OpenVoteRequest) {
  const question = cleanChatText(rawQuestion);
  if (question.length === 0) return REFUSE.questionEmpty();
  if (chatTextLength(question) > LIMITS.questionMaxLength) return REFUSE.questionTooLong();
  const options = rawOptions.map((option) => cleanChatText(option));
  if (options.some((option) => option.length === 0 || chatTextLength(option) > LIMITS.optionMaxLength))
    return REFUSE.optionLength();
  return { ok: true as const, draft: { question, options, seconds } };
}

/**
 * action {room, type: announce|unannounce|pinLine|openVote|closeVote|castVote, …} -> ack. The owner,
 * managers and operators pin and unpin the announcement, a typed notice or one of the room's chat
 * lines (pinLine, by seq: a gift, a notice or a deleted line is not found); the owner and managers open votes, and
 * operators may also close them (a moderator ending an abusive question); every signed-in member
 * in the room casts one ballot. What changed goes to the whole room as `event` (room-events.ts).
 */
/** What the room's announcement, votes and greetings work with. */
export type RoomEventsParts = {
  directory: RoomDirectory;
  states: RoomStates;
  roomEvents: RoomEvents;
  liveMatches: LiveMatches;
  log: FastifyBaseLogger;
};

export function roomEventsHandler(context: RoomEventsParts, socket: ChatSocket) {
  return handle<ChatRoomEventPayload, Answer>(context.log, socket, 'action', async (payload): Promise<Ack<Answer>> => {
    const channelId = Number(payload.room);
    const user = socket.data.user;
    if (!user) return REFUSALS.membersOnly();
    const info = await context.directory.find(channelId);
    if (!info || info.brand !== socket.data.brand) return REFUSALS.roomNotFound();
    const role = roleIn(user, info, await context.states.get(channelId));
    const events = context.roomEvents;

    if (payload.type === 'castVote') {
      const { voteId, option } = payload;
      if (!socket.rooms.has(socketRoomOf(String(channelId)))) return REFUSALS.notJoined();
      const vote = await events.find(voteId);
      if (!vote || vote.channelId !== channelId) return REFUSE.voteClosed();
      if (option < 0 || option >= vote.options.length) return REFUSALS.invalid();
      const cast = await events.cast(vote, user.memberId, option);
      if (cast.outcome === 'closed') return REFUSE.voteClosed();
      // A second ballot (a double click, another tab) is refused; the first one stands.
      if (cast.outcome === 'already') return REFUSE.alreadyVoted();
      return { ok: true, vote: cast.vote, chosen: cast.chosen };
    }

    if (!isModerator(role)) return REFUSALS.forbidden();
    const by = { memberId: user.memberId, nickname: user.nickname };
    switch (payload.type) {
      case 'announce': {
        const text = cleanChatText(payload.text);
        if (text.length === 0) return REFUSE.announcementEmpty();
        if (chatTextLength(text) > LIMITS.announcementMaxLength) return REFUSE.announcementTooLong();
        return { ok: true, announcement: await events.announce(channelId, text, by) };
      }
      case 'unannounce':
        return { ok: true, announcement: await events.unannounce(channelId, by) };
      case 'pinLine': {
        const announcement = await events.pinLine(channelId, payload.seq, by);
        return announcement ? { ok: true, announcement } : REFUSALS.lineNotFound();
      }
      case 'openVote': {
        if (role === 'operator') return REFUSALS.forbidden();
        const checked = voteDraftOf(payload);
        if (!checked.ok) return checked;
        const vote = await events.openVote(channelId, checked.draft, user.memberId);
        return vote ? { ok: true, vote } : REFUSE.voteInProgress();
      }
      case 'closeVote': {
        const vote = await events.closeVote(channelId, payload.voteId);
        return vote ? { ok: true, vote } : REFUSE.voteClosed();
      }
    }
  });
}

/**
 * After a successful join: a manager hears their role (the owner knows from the channel and an
 * operator from their user type; a manager appointed before this page opened would not know),
 * then the room's announcement and open vote (room-events.ts greet) and its live match (live-matches.ts).
 */
export async function greetJoiner(context: RoomEventsParts, socket: ChatSocket, channelId: number) {
  const user = socket.data.user;
  if (user) {
    try {
      const info = await context.directory.find(channelId);
      if (info && roleIn(user, info, await context.states.get(channelId)) === 'manager')
        socket.emit(CHAT_EVENTS.event, { type: 'role', room: String(channelId), role: 'manager' });
    } catch (error) {
      context.log.warn({ err: error, channelId }, 'role greeting failed');
    }
  }
  await context.roomEvents.greet(socket, channelId);
  await context.liveMatches.greet(socket, channelId);
}
