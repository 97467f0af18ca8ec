// Server -> client: `connection`, `message`, `event` (and `action`, in moderation.ts), and the
// answer every acknowledged request gets (docs/chat.md, Events).
import * as v from 'valibot';
import { ChatRole, ChatTimestamp } from './fields';

export const CHAT_MESSAGE_KINDS = ['chat', 'gift', 'notice'] as const;
export const ChatMessageKind = v.picklist(CHAT_MESSAGE_KINDS);
export type ChatMessageKind = v.InferOutput<typeof ChatMessageKind>;

/** payload of a kind 'gift' message: what the live page's alert shows. */
export const ChatGiftPayload = v.object({
  giftId: v.number(),
  itemCode: v.number(),
  amount: v.number(),
  message: v.nullable(v.string()),
  senderNickname: v.string(),
});
export type ChatGiftPayload = v.InferOutput<typeof ChatGiftPayload>;

/**
 * payload of a kind 'notice' message saying a member subscribed to the channel ("X님이 구독했습니다"):
 * period counts the member's purchases of this channel's subscription, 1 for the first.
 */
export const ChatSubscribedPayload = v.object({
  notice: v.literal('subscribed'),
  subscriptionId: v.number(),
  period: v.number(),
  subscriberNickname: v.string(),
});
export type ChatSubscribedPayload = v.InferOutput<typeof ChatSubscribedPayload>;

/** Server -> client `message`: one stored line, numbered in its room's sequence. text is plain text, never HTML. */
export const ChatMessage = v.object({
  room: v.string(),
  seq: v.number(),
  kind: ChatMessageKind,
  memberId: v.nullable(v.number()),
  nickname: v.string(),
  role: ChatRole,
  text: v.string(),
  payload: v.nullable(v.record(v.string(), v.unknown())),
  at: ChatTimestamp,
});
export type ChatMessage = v.InferOutput<typeof ChatMessage>;

/** Server -> client `connection`, once per join, before the replayed lines: where the room's sequence stands. */
export const ChatConnectionInfo = v.object({
  room: v.string(),
  viewers: v.number(),
  lastSeq: v.number(),
  /** Only the owner, managers and operators may speak: a joiner learns it here, later changes come as actions. */
  frozen: v.boolean(),
  /** Slow mode: the seconds a viewer waits between two lines (0: off); later changes come as `slow` actions. */
  slowModeSeconds: v.number(),
  /** Followers-only chat: only followers (and the owner, managers, operators) write; later changes come as `followersOnly` actions. */
  followersOnly: v.boolean(),
});
export type ChatConnectionInfo = v.InferOutput<typeof ChatConnectionInfo>;

/**
 * Why the server did not do what was asked. SLOW_MODE: the member's previous line was too recent
 * (retryAfterMs says how long to wait). FOLLOWERS_ONLY: the member does not follow the channel.
 * ADULT_ONLY: an adult room, and not an identity-verified adult. PASSWORD_REQUIRED: no live-Auth
 * ticket admits the viewer. VOTE_IN_PROGRESS / VOTE_CLOSED / ALREADY_VOTED: one vote at a time, an
 * ended one, a second ballot. NOT_LIVE: a live match needs both channels broadcasting.
 * MATCH_IN_PROGRESS / MATCH_CLOSED: one match at a time, and one already answered or over.
 */
export const CHAT_REFUSAL_CODES = [
  'INVALID_REQUEST',
  'MEMBERS_ONLY',
  'NOT_FOUND',
  'NOT_JOINED',
  'EMPTY',
  'TOO_LONG',
  'RATE_LIMITED',
  'FROZEN',
  'SLOW_MODE',
  'FOLLOWERS_ONLY',
  'MUTED',
  'BANNED',
  'KICKED',
  'FORBIDDEN',
  'UNAVAILABLE',
  'ADULT_ONLY',
  'PASSWORD_REQUIRED',
  'VOTE_IN_PROGRESS',
  'VOTE_CLOSED',
  'ALREADY_VOTED',
  'NOT_LIVE',
  'MATCH_IN_PROGRESS',
  'MATCH_CLOSED',
] as const;
export const ChatRefusalCode = v.picklist(CHAT_REFUSAL_CODES);
export type ChatRefusalCode = v.InferOutput<typeof ChatRefusalCode>;

/** A request's refusal; message is Korean, ready to show. retryAfterMs: a SLOW_MODE refusal's wait. */
export const ChatRefusal = v.object({
  ok: v.literal(false),
  code: ChatRefusalCode,
  message: v.string(),
  retryAfterMs: v.optional(v.number()),
});
export type ChatRefusal = v.InferOutput<typeof ChatRefusal>;

/** The answer to an acknowledged emit: `{ ok: true, …T }` or the refusal. */
export type ChatAck<T extends object = object> = ({ ok: true } & T) | ChatRefusal;

/** A chat line pinned in the announcement's place: its seq and who wrote it (the text is the announcement's). */
export const ChatPinnedLine = v.object({ seq: v.number(), memberId: v.nullable(v.number()), nickname: v.string() });
export type ChatPinnedLine = v.InferOutput<typeof ChatPinnedLine>;

/**
 * `event` of type announcement, to the room: the line pinned above the chat, or text null when
 * cleared; nickname and at say who set or cleared it, and when. line: set when the pinned text is
 * one of the room's chat lines (pinLine), null or absent for a typed notice. A joining socket gets
 * the current one, if any, after `connection` and before its join is acknowledged.
 */
export const ChatAnnouncementEvent = v.object({
  type: v.literal('announcement'),
  room: v.string(),
  text: v.nullable(v.string()),
  nickname: v.string(),
  at: ChatTimestamp,
  line: v.optional(v.nullable(ChatPinnedLine)),
});
export type ChatAnnouncementEvent = v.InferOutput<typeof ChatAnnouncementEvent>;

/**
 * `event` of type channel-status, to the room (SPEC.md's "channel status change"): the channel
 * went live or offline. title is the broadcast's title (or the channel's name); startedAt is null
 * once offline. Sent when it happens, not on join: the channel detail says how things stand.
 */
export const ChatChannelStatusEvent = v.object({
  type: v.literal('channel-status'),
  room: v.string(),
  live: v.boolean(),
  title: v.string(),
  startedAt: v.nullable(ChatTimestamp),
});
export type ChatChannelStatusEvent = v.InferOutput<typeof ChatChannelStatusEvent>;

/**
 * `event` of type channel-info, to the room: the owner changed the broadcast's title (null:
 * cleared, so the channel's name stands for it). A later joiner reads the channel detail.
 */
export const ChatChannelInfoEvent = v.object({
  type: v.literal('channel-info'),
  room: v.string(),
  liveTitle: v.nullable(v.string()),
});
export type ChatChannelInfoEvent = v.InferOutput<typeof ChatChannelInfoEvent>;

/**
 * `event` of type viewers, to the room: how many watch it now, across every chat node, when it
 * changed (at most once per viewer-count beat, 5 s).
 */
export const ChatViewersEvent = v.object({ type: v.literal('viewers'), room: v.string(), viewers: v.number() });
export type ChatViewersEvent = v.InferOutput<typeof ChatViewersEvent>;

/** One option of a vote and its ballots so far. */
export const ChatVoteOption = v.object({ text: v.string(), votes: v.number() });
export type ChatVoteOption = v.InferOutput<typeof ChatVoteOption>;

/** A room's vote as everyone sees it: the question, the tally, when it ends, whether it has. */
export const ChatVote = v.object({
  voteId: v.number(),
  question: v.string(),
  options: v.array(ChatVoteOption),
  total: v.number(),
  endsAt: ChatTimestamp,
  closed: v.boolean(),
});
export type ChatVote = v.InferOutput<typeof ChatVote>;

/**
 * `event` of type voting, to the room: when a vote opens, as its tally moves (at most once a
 * second) and when it closes. A joining socket gets the room's open vote, if any, before its join
 * is acknowledged, with chosen: the option index this member picked, or null (the room's copies
 * leave chosen out).
 */
export const ChatVotingEvent = v.object({
  type: v.literal('voting'),
  room: v.string(),
  vote: ChatVote,
  chosen: v.optional(v.nullable(v.number())),
});
export type ChatVotingEvent = v.InferOutput<typeof ChatVotingEvent>;

/** One channel of a live match and the currency gifted to it while the match ran. */
export const ChatLiveMatchSide = v.object({ channelId: v.number(), name: v.string(), score: v.number() });
export type ChatLiveMatchSide = v.InferOutput<typeof ChatLiveMatchSide>;

/** proposed: waiting for the opponent's owner (60 s); running: gifts count; the rest are final. */
export const ChatLiveMatchStatus = v.picklist(['proposed', 'running', 'ended', 'declined', 'expired']);
export type ChatLiveMatchStatus = v.InferOutput<typeof ChatLiveMatchStatus>;

/**
 * A live match (라이브 매치): a gift battle between two channels of one brand. sides[0] is the
 * proposing channel. endsAt is null until accepted; answerBy is when an unanswered proposal
 * expires; winnerChannelId is set once ended (null for a draw, and before).
 */
export const ChatLiveMatch = v.object({
  matchId: v.number(),
  status: ChatLiveMatchStatus,
  sides: v.tuple([ChatLiveMatchSide, ChatLiveMatchSide]),
  minutes: v.number(),
  answerBy: ChatTimestamp,
  endsAt: v.nullable(ChatTimestamp),
  winnerChannelId: v.nullable(v.number()),
});
export type ChatLiveMatch = v.InferOutput<typeof ChatLiveMatch>;

/**
 * `event` of type live-match. A proposal, its refusal and its expiry go to the two owners only
 * (room: their own channel); from acceptance on, both rooms hear it: the start, the scores (at most
 * once a second per match and node) and the end, exactly once. A joining socket gets the room's
 * running match (and its owner the open proposal) before its join is acknowledged.
 */
export const ChatLiveMatchEvent = v.object({ type: v.literal('live-match'), room: v.string(), match: ChatLiveMatch });
export type ChatLiveMatchEvent = v.InferOutput<typeof ChatLiveMatchEvent>;

/** `event` of type kick, to the member's sockets: a kick or blacklist took them out of the room. */
export const ChatKickEvent = v.object({
  type: v.literal('kick'),
  room: v.string(),
  reason: v.picklist(['kick', 'blacklist']),
  until: v.nullable(ChatTimestamp),
});
export type ChatKickEvent = v.InferOutput<typeof ChatKickEvent>;

/** `event` of type role, to the member's sockets: appointed or dismissed (and a manager's greeting on join). */
export const ChatRoleEvent = v.object({
  type: v.literal('role'),
  room: v.string(),
  role: v.picklist(['manager', 'member']),
});
export type ChatRoleEvent = v.InferOutput<typeof ChatRoleEvent>;

/**
 * `event` of type refusal, to the one socket: a request sent without an ack callback was refused
 * (request: its event name), so the refusal still reaches the user.
 */
export const ChatRefusalEvent = v.object({
  type: v.literal('refusal'),
  request: v.string(),
  code: ChatRefusalCode,
  message: v.string(),
  retryAfterMs: v.optional(v.number()),
});
export type ChatRefusalEvent = v.InferOutput<typeof ChatRefusalEvent>;

/**
 * `event` of type lines-deleted, to the room: moderators deleted these lines (by seq), which every
 * client takes out of its chat. Live it names one line; a joining socket gets, before its replayed
 * lines, the deleted seqs among the newest CHAT_LIMITS.catchUpLimit, so a line deleted while it was
 * away goes too and the gaps they leave are known, not holes to fill.
 */
export const ChatLinesDeletedEvent = v.object({
  type: v.literal('lines-deleted'),
  room: v.string(),
  seqs: v.array(v.number()),
});
export type ChatLinesDeletedEvent = v.InferOutput<typeof ChatLinesDeletedEvent>;

/** Every `event` the server sends, told apart by type. */
export const ChatServerEvent = v.variant('type', [
  ChatAnnouncementEvent,
  ChatChannelStatusEvent,
  ChatChannelInfoEvent,
  ChatViewersEvent,
  ChatVotingEvent,
  ChatLiveMatchEvent,
  ChatKickEvent,
  ChatRoleEvent,
  ChatRefusalEvent,
  ChatLinesDeletedEvent,
]);
export type ChatServerEvent = v.InferOutput<typeof ChatServerEvent>;
