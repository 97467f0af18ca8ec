import type { ChatActionLine } from './moderation';
import type { OutboxLine } from './outbox';
import type { ChatLiveMatch, ChatMessage, ChatRefusalCode, ChatVote } from './wire';

/**
 * connecting: opening the socket or joining (also between Unauthorized retries);
 * connected: in the room; disconnected: the connection dropped or failed, socket.io is reconnecting;
 * expired: Unauthorized ten times (SPEC.md section 8's message); closed: the room refused us
 * (kicked, banned, no such room) and is not asked again on this page.
 */
export type ChatStatus = 'connecting' | 'connected' | 'disconnected' | 'expired' | 'closed';

/** The server's refusal of a line or a join. id grows with each one, so the same refusal twice is two events. */
export type ChatRefusal = {
  id: number;
  code: ChatRefusalCode;
  /** Korean, as the server sent it; empty when the client made it up (a kick event has no text). */
  message: string;
  /** The refused line, so the composer can give it back. */
  text?: string;
};

export type ChatRoomState = {
  status: ChatStatus;
  /** Each seq once, in seq order. */
  messages: readonly ChatMessage[];
  /** From the last join's `connection`; null before the first. */
  viewers: number | null;
  refusal: ChatRefusal | null;
  /** Typed lines not acknowledged yet. */
  pending: readonly OutboxLine[];
  /** The line pinned above the chat by the owner, a manager or an operator; null when none. */
  announcement: ChatAnnouncement | null;
  /** The room's vote: open, or closed and still shown with its result; null when none. */
  vote: ChatVote | null;
  /** The option this member picked in that vote, or null. */
  voteChoice: number | null;
  /** The server told this member they manage the room (a role event); the owner and operators know otherwise. */
  manager: boolean;
  /** Only the owner, managers and operators may speak (a freeze seen, or a FROZEN refusal), until an unfreeze. */
  frozen: boolean;
  /** The room's moderation actions seen since the page opened, oldest first. */
  actionLines: readonly ChatActionLine[];
  /** Whether the channel is broadcasting, from its last channel-status event; null before one (the channel detail knows). */
  live: boolean | null;
  /**
   * The broadcast's title as the owner last changed it while we watched (null: cleared, the channel's
   * name stands for it); undefined until a change, when the channel detail says it.
   */
  liveTitle?: string | null;
  /** The broadcast started or ended while we watched: system lines, each after the line it followed. */
  broadcastNotices: readonly BroadcastNotice[];
  /** The room's live match: proposed (its owners see it), running, or over and still shown; null when none. */
  match: ChatLiveMatch | null;
};

/** A channel-status event as the chat shows it. afterSeq: the newest seq held when it arrived. */
export type BroadcastNotice = { id: number; live: boolean; title: string; afterSeq: number };

export type ChatAnnouncement = { text: string; nickname: string; at: string };

export const INITIAL_CHAT_STATE: ChatRoomState = {
  status: 'connecting',
  messages: [],
  viewers: null,
  refusal: null,
  pending: [],
  announcement: null,
  vote: null,
  voteChoice: null,
  manager: false,
  frozen: false,
  actionLines: [],
  live: null,
  broadcastNotices: [],
  match: null,
};

/** What to do with a line the server refused. */
export type SendVerdict = 'drop' | 'retry' | 'rejoin';

/**
 * UNAVAILABLE (the database failed) is worth another try with the same clientMsgId; NOT_JOINED
 * means the room was lost (a restart) and the line goes again after a re-join. Everything else
 * is the member's own doing (too long, too fast, muted, frozen) and is shown, not repeated.
 */
export function sendVerdictOf(code: ChatRefusalCode): SendVerdict {
  if (code === 'UNAVAILABLE') return 'retry';
  if (code === 'NOT_JOINED') return 'rejoin';
  return 'drop';
}

/** Join refusals worth another try after a pause; the rest (banned, kicked, no such room) close the room. */
export function joinRetryable(code: ChatRefusalCode): boolean {
  return code === 'RATE_LIMITED' || code === 'UNAVAILABLE';
}
