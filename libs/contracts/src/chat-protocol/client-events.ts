// Client -> server: `join`, `leave`, `message` and `action` (docs/chat.md, Events). The server
// parses every payload with these at the socket boundary; an event that does not parse is refused
// with INVALID_REQUEST and the first problem's message (CHAT_MESSAGES.invalidRequest unless the
// field names its own), and reaches no handler.
import * as v from 'valibot';
import { CHAT_MESSAGES } from '../messages';
import { ChatRoomId, ChatRowId } from './fields';
import { CHAT_CLIENT_MSG_ID_MAX_LENGTH, CHAT_LIVE_MATCH_LIMITS, CHAT_ROOM_EVENT_LIMITS } from './limits';
import { ChatModerationRequest } from './moderation';

/**
 * join: enter a room. lastSeq: the highest seq the client holds without a gap, after a reconnect
 * (absent: a first visit, no replay). ticket: live-Auth's room ticket (docs/live-rooms.md), else
 * the handshake's. streamId and source are accepted and not used yet.
 */
export const ChatJoinRequest = v.object({
  room: ChatRoomId,
  streamId: v.optional(v.unknown()),
  source: v.optional(v.unknown()),
  lastSeq: v.nullish(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  ticket: v.nullish(v.string()),
});
export type ChatJoinRequest = v.InferInput<typeof ChatJoinRequest>;

/** leave: out of the room; leaving a room one is not in is not an error. */
export const ChatLeaveRequest = v.object({ room: ChatRoomId });
export type ChatLeaveRequest = v.InferInput<typeof ChatLeaveRequest>;

/**
 * message: one line. Its length (1-200, chatTextLength) is the handler's to check, since an empty
 * or long line has refusals of its own (EMPTY, TOO_LONG). clientMsgId makes a resend after a
 * reconnect harmless: a UUID.
 */
export const ChatSendRequest = v.object({
  room: ChatRoomId,
  text: v.string(),
  clientMsgId: v.nullish(v.pipe(v.string(), v.minLength(1), v.maxLength(CHAT_CLIENT_MSG_ID_MAX_LENGTH))),
});
export type ChatSendRequest = v.InferInput<typeof ChatSendRequest>;

const { minOptions, maxOptions, minVoteSeconds, maxVoteSeconds } = CHAT_ROOM_EVENT_LIMITS;
const voteSeconds = CHAT_MESSAGES.voteDuration;

/**
 * `action` types for the room's announcement and votes. Texts are checked by the handler after
 * cleaning (EMPTY, TOO_LONG); the option count and the duration have their own messages.
 */
export const ChatRoomEventRequest = v.variant('type', [
  v.object({ room: ChatRoomId, type: v.literal('announce'), text: v.string() }),
  v.object({ room: ChatRoomId, type: v.literal('unannounce') }),
  /** Pins one of the room's chat lines (by seq) in the announcement's place. */
  v.object({ room: ChatRoomId, type: v.literal('pinLine'), seq: ChatRowId }),
  v.object({
    room: ChatRoomId,
    type: v.literal('openVote'),
    question: v.string(),
    options: v.pipe(
      v.array(v.string()),
      v.minLength(minOptions, CHAT_MESSAGES.voteOptionCount),
      v.maxLength(maxOptions, CHAT_MESSAGES.voteOptionCount),
    ),
    seconds: v.pipe(
      v.number(voteSeconds),
      v.integer(voteSeconds),
      v.minValue(minVoteSeconds, voteSeconds),
      v.maxValue(maxVoteSeconds, voteSeconds),
    ),
  }),
  v.object({ room: ChatRoomId, type: v.literal('closeVote'), voteId: ChatRowId }),
  /** option: an index into the vote's options (a vote's length is the handler's to know). */
  v.object({
    room: ChatRoomId,
    type: v.literal('castVote'),
    voteId: ChatRowId,
    option: v.pipe(v.number(), v.integer()),
  }),
]);
export type ChatRoomEventRequest = v.InferInput<typeof ChatRoomEventRequest>;
export const CHAT_ROOM_EVENT_TYPES = [
  'announce',
  'unannounce',
  'pinLine',
  'openVote',
  'closeVote',
  'castVote',
] as const;
export type ChatRoomEventType = (typeof CHAT_ROOM_EVENT_TYPES)[number];

const matchMinutes = CHAT_MESSAGES.liveMatchMinutes;

/** `action` types of live matches: the proposer's owner proposes, the opponent's owner answers. */
export const ChatLiveMatchRequest = v.variant('type', [
  v.object({
    room: ChatRoomId,
    type: v.literal('proposeMatch'),
    opponentChannelId: ChatRowId,
    minutes: v.pipe(
      v.number(matchMinutes),
      v.integer(matchMinutes),
      v.minValue(CHAT_LIVE_MATCH_LIMITS.minMinutes, matchMinutes),
      v.maxValue(CHAT_LIVE_MATCH_LIMITS.maxMinutes, matchMinutes),
    ),
  }),
  v.object({
    room: ChatRoomId,
    type: v.picklist(['acceptMatch', 'declineMatch', 'endMatch']),
    matchId: ChatRowId,
  }),
]);
export type ChatLiveMatchRequest = v.InferInput<typeof ChatLiveMatchRequest>;
export const CHAT_LIVE_MATCH_TYPES = ['proposeMatch', 'acceptMatch', 'declineMatch', 'endMatch'] as const;
export type ChatLiveMatchType = (typeof CHAT_LIVE_MATCH_TYPES)[number];

/**
 * `action` deleteLine: a moderator takes one chat line of the room out of everyone's chat
 * (docs/chat.md, Deleting a line). seq names the line in the room's sequence.
 */
export const ChatLineDeletionRequest = v.object({
  room: ChatRoomId,
  type: v.literal('deleteLine'),
  seq: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
export type ChatLineDeletionRequest = v.InferInput<typeof ChatLineDeletionRequest>;

/** action: one event carries moderation, line deletion, the room's announcement and votes, and live matches, told apart by type. */
export const ChatActionRequest = v.variant('type', [
  ChatModerationRequest,
  ChatLineDeletionRequest,
  ChatRoomEventRequest,
  ChatLiveMatchRequest,
]);
export type ChatActionRequest = v.InferInput<typeof ChatActionRequest>;

/** Each client event's schema, by its name (CHAT_EVENT_NAMES). */
export const CHAT_CLIENT_EVENT_SCHEMAS = {
  join: ChatJoinRequest,
  leave: ChatLeaveRequest,
  message: ChatSendRequest,
  action: ChatActionRequest,
} as const;
export type ChatClientEventName = keyof typeof CHAT_CLIENT_EVENT_SCHEMAS;

/** A client event's payload as the server's handlers get it: parsed, room a string. */
export type ChatClientPayload<K extends ChatClientEventName> = v.InferOutput<(typeof CHAT_CLIENT_EVENT_SCHEMAS)[K]>;

/** The kinds of parsed `action`, each for its own handler. */
export type ChatModerationPayload = v.InferOutput<typeof ChatModerationRequest>;
export type ChatRoomEventPayload = v.InferOutput<typeof ChatRoomEventRequest>;
export type ChatLiveMatchPayload = v.InferOutput<typeof ChatLiveMatchRequest>;
export type ChatLineDeletionPayload = v.InferOutput<typeof ChatLineDeletionRequest>;

export const isLiveMatchPayload = (payload: ChatClientPayload<'action'>): payload is ChatLiveMatchPayload =>
  (CHAT_LIVE_MATCH_TYPES as readonly string[]).includes(payload.type);
export const isLineDeletionPayload = (payload: ChatClientPayload<'action'>): payload is ChatLineDeletionPayload =>
  payload.type === 'deleteLine';
export const isRoomEventPayload = (payload: ChatClientPayload<'action'>): payload is ChatRoomEventPayload =>
  (CHAT_ROOM_EVENT_TYPES as readonly string[]).includes(payload.type);

/**
 * A client event's payload parsed by its schema, or the first reason it is not well-formed, in
 * Korean: the server answers such a payload with INVALID_REQUEST and that message.
 */
export function parseChatClientPayload<K extends ChatClientEventName>(
  event: K,
  payload: unknown,
): { ok: true; payload: ChatClientPayload<K> } | { ok: false; message: string } {
  const parsed = v.safeParse(CHAT_CLIENT_EVENT_SCHEMAS[event], payload, {
    abortEarly: true,
    message: CHAT_MESSAGES.invalidRequest,
  });
  if (parsed.success) return { ok: true, payload: parsed.output as ChatClientPayload<K> };
  return { ok: false, message: parsed.issues[0]?.message ?? CHAT_MESSAGES.invalidRequest };
}
