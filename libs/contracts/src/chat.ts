// The chat socket's wire protocol, shared by the server (apps/api/src/modules/chat) and the web client
// (libs/chat). SPEC.md section 7 names the events; the payloads are ours (docs/chat.md).
import { ITEM } from './item-catalog';

/** A speaker's standing in a room when the line was sent. Visitors never speak. */
export type ChatRole = 'owner' | 'manager' | 'operator' | 'member';

export type ChatMessageKind = 'chat' | 'gift' | 'notice';

/** payload of a kind 'gift' message: what the live page's alert shows. */
export type ChatGiftPayload = {
  giftId: number;
  itemCode: number;
  amount: number;
  message: string | null;
  senderNickname: string;
};

/** Server -> client `message`: one stored line, numbered in its room's sequence. text is plain text, never HTML. */
export type ChatMessage = {
  room: string;
  seq: number;
  kind: ChatMessageKind;
  memberId: number | null;
  nickname: string;
  role: ChatRole;
  text: string;
  payload: Record<string, unknown> | null;
  at: string;
};

/** Server -> client `connection`, once per join, before the replayed lines: where the room's sequence stands. */
export type ChatConnectionInfo = {
  room: string;
  viewers: number;
  lastSeq: number;
  /** Only the owner, managers and operators may speak: a joiner learns it here, later changes come as actions. */
  frozen: boolean;
  /** Slow mode: the seconds a viewer waits between two lines (0: off); later changes come as `slow` actions. */
  slowModeSeconds: number;
  /** Followers-only chat: only followers (and the owner, managers, operators) write; later changes come as `followersOnly` actions. */
  followersOnly: boolean;
};

/** The slow mode settings a moderator may pick, in seconds (0: off). */
export const CHAT_SLOW_MODE_SECONDS = [0, 3, 5, 10, 30, 60, 120] as const;
export type ChatSlowModeSeconds = (typeof CHAT_SLOW_MODE_SECONDS)[number];

export type ChatRefusalCode =
  | 'INVALID_REQUEST'
  | 'MEMBERS_ONLY'
  | 'NOT_FOUND'
  | 'NOT_JOINED'
  | 'EMPTY'
  | 'TOO_LONG'
  | 'RATE_LIMITED'
  | 'FROZEN'
  /** Slow mode: the member's previous line in the room was too recent; retryAfterMs says how long to wait. */
  | 'SLOW_MODE'
  /** Followers-only chat, and the member does not follow the channel. */
  | 'FOLLOWERS_ONLY'
  | 'MUTED'
  | 'BANNED'
  | 'KICKED'
  | 'FORBIDDEN'
  | 'UNAVAILABLE'
  /** An adult room, and the member is not an identity-verified adult (or is a visitor). */
  | 'ADULT_ONLY'
  /** A password room, and no live-Auth ticket admits this viewer. */
  | 'PASSWORD_REQUIRED'
  /** A vote is open in the room already (one at a time). */
  | 'VOTE_IN_PROGRESS'
  /** The vote has ended (or is not this room's). */
  | 'VOTE_CLOSED'
  /** The member's ballot is in already; the first one stands. */
  | 'ALREADY_VOTED'
  /** A live match needs both channels broadcasting. */
  | 'NOT_LIVE'
  /** The channel (or the opponent's) has a live match proposed or running already (one at a time). */
  | 'MATCH_IN_PROGRESS'
  /** The live match was answered, expired or ended already (or is not this room's). */
  | 'MATCH_CLOSED';

/**
 * The answer to an acknowledged emit; message is Korean, ready to show. retryAfterMs: a SLOW_MODE
 * refusal's wait until the member may send again.
 */
export type ChatAck<T extends object = object> =
  ({ ok: true } & T) | { ok: false; code: ChatRefusalCode; message: string; retryAfterMs?: number };

/**
 * Server -> room `event` of type announcement: the line pinned above the chat, or text null when
 * cleared; nickname and at say who set or cleared it, and when. A joining socket gets the current
 * one, if any, after `connection` and before its join is acknowledged.
 */
export type ChatAnnouncementEvent = {
  type: 'announcement';
  room: string;
  text: string | null;
  nickname: string;
  at: string;
};

/**
 * Server -> room `event` of type channel-status (SPEC.md's "channel status change"): the channel
 * went live or offline. title is the broadcast's title (or the channel's name); startedAt is null
 * once offline. Sent when it happens, not on join: the channel detail says how things stand.
 */
export type ChatChannelStatusEvent = {
  type: 'channel-status';
  room: string;
  live: boolean;
  title: string;
  startedAt: string | null;
};

/**
 * Server -> room `event` of type channel-info: the owner changed the broadcast's title (null: cleared,
 * so the channel's name stands for it). Sent when it happens; a later joiner reads the channel detail.
 */
export type ChatChannelInfoEvent = { type: 'channel-info'; room: string; liveTitle: string | null };

/**
 * Server -> room `event` of type viewers: how many watch the room now, across every chat node,
 * when it changed (at most once per viewer-count beat, 5 s), so a viewer who joined earlier does
 * not keep the count of their own join.
 */
export type ChatViewersEvent = { type: 'viewers'; room: string; viewers: number };

/** One option of a vote and its ballots so far. */
export type ChatVoteOption = { text: string; votes: number };

/** A room's vote as everyone sees it: the question, the tally, when it ends, whether it has. */
export type ChatVote = {
  voteId: number;
  question: string;
  options: ChatVoteOption[];
  total: number;
  endsAt: string;
  closed: boolean;
};

/**
 * Server -> room `event` of type voting: when a vote opens, as its tally moves (at most once a
 * second) and when it closes. A joining socket gets the room's open vote, if any, after
 * `connection` and before its join is acknowledged, with chosen: the option index this member
 * picked, or null (the room's copies leave chosen out).
 */
export type ChatVotingEvent = { type: 'voting'; room: string; vote: ChatVote; chosen?: number | null };

/** Client -> server `action` types for the room's events, beside the moderation ones (docs/chat.md). */
export type ChatRoomEventAction =
  | { room: string; type: 'announce'; text: string }
  | { room: string; type: 'unannounce' }
  | { room: string; type: 'openVote'; question: string; options: string[]; seconds: number }
  | { room: string; type: 'closeVote'; voteId: number }
  | { room: string; type: 'castVote'; voteId: number; option: number };

/** What each room-event action's ack carries besides ok. */
export type ChatRoomEventAnswers = {
  announce: { announcement: ChatAnnouncementEvent };
  unannounce: { announcement: ChatAnnouncementEvent };
  openVote: { vote: ChatVote };
  closeVote: { vote: ChatVote };
  castVote: { vote: ChatVote; chosen: number };
};

/** The limits a client checks before asking, and the server enforces. */
export const CHAT_ROOM_EVENT_LIMITS = {
  /** Characters (code points) of the pinned line, like a chat line. */
  announcementMaxLength: 200,
  questionMaxLength: 100,
  optionMaxLength: 40,
  minOptions: 2,
  maxOptions: 5,
  minVoteSeconds: 30,
  maxVoteSeconds: 30 * 60,
} as const;

/** The event names, in one place: SPEC.md section 7's join and leave, message, action, event and connection. */
export const CHAT_EVENT_NAMES = {
  join: 'join',
  leave: 'leave',
  message: 'message',
  action: 'action',
  event: 'event',
  connection: 'connection',
} as const;

/** Client -> server `action` types that moderate a room (docs/chat.md, Moderation). */
export type ChatModerationType =
  | 'manager'
  | 'unmanager'
  | 'kick'
  | 'blacklist'
  | 'unblacklist'
  | 'dumb'
  | 'undumb'
  | 'freeze'
  | 'unfreeze'
  /** Client -> server `{ room, type: 'slow', seconds }`, seconds one of CHAT_SLOW_MODE_SECONDS (0: off). */
  | 'slow'
  /** Client -> server `{ room, type: 'followersOnly', on }`. */
  | 'followersOnly';

/**
 * Server -> room `action`, and a moderation request's ack (`{ ok, action }`): what a moderator
 * did. target fields are null for the room-wide ones (freeze, unfreeze, slow, followersOnly);
 * until is when a kick or dumb ends.
 */
export type ChatModerationAction = {
  room: string;
  type: ChatModerationType;
  targetMemberId: number | null;
  targetNickname: string | null;
  until: string | null;
  by: { memberId: number; nickname: string; role: ChatRole };
  /** slow only: the room's slow mode now, in seconds (0: off). */
  seconds?: number;
  /** followersOnly only: whether followers-only chat is on now. */
  on?: boolean;
};

/** One channel of a live match and the currency gifted to it while the match ran. */
export type ChatLiveMatchSide = { channelId: number; name: string; score: number };

/** proposed: waiting for the opponent's owner (60 s); running: gifts count; the rest are final. */
export type ChatLiveMatchStatus = 'proposed' | 'running' | 'ended' | 'declined' | 'expired';

/**
 * A live match (라이브 매치): a gift battle between two channels of one brand. sides[0] is the
 * proposing channel. endsAt is null until accepted; answerBy is when an unanswered proposal
 * expires; winnerChannelId is set once ended (null for a draw, and before).
 */
export type ChatLiveMatch = {
  matchId: number;
  status: ChatLiveMatchStatus;
  sides: [ChatLiveMatchSide, ChatLiveMatchSide];
  minutes: number;
  answerBy: string;
  endsAt: string | null;
  winnerChannelId: number | null;
};

/**
 * Server -> `event` of type live-match. A proposal, its refusal and its expiry go to the two
 * owners only (room: their own channel); from acceptance on, both rooms hear it: the start, the
 * scores (at most once a second per match and node) and the end, exactly once. A joining socket
 * gets the room's running match (and its owner the open proposal) before its join is acknowledged.
 */
export type ChatLiveMatchEvent = { type: 'live-match'; room: string; match: ChatLiveMatch };

/** Client -> server `action` types of live matches (docs/chat.md, Live matches). */
export type ChatLiveMatchAction =
  | { room: string; type: 'proposeMatch'; opponentChannelId: number; minutes: number }
  | { room: string; type: 'acceptMatch'; matchId: number }
  | { room: string; type: 'declineMatch'; matchId: number }
  | { room: string; type: 'endMatch'; matchId: number };

/** What each live-match action's ack carries besides ok. */
export type ChatLiveMatchAnswers = {
  proposeMatch: { match: ChatLiveMatch };
  acceptMatch: { match: ChatLiveMatch };
  declineMatch: { match: ChatLiveMatch };
  endMatch: { match: ChatLiveMatch };
};

export const CHAT_LIVE_MATCH_LIMITS = {
  minMinutes: 3,
  maxMinutes: 30,
  /** How long the opponent's owner has to answer a proposal. */
  answerSeconds: 60,
  /** The item whose gifts score: the brand's currency. */
  scoringItemCode: ITEM.currency,
} as const;
