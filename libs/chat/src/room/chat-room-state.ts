import type { ChatActionLine } from './moderation';
import type { OutboxLine } from './outbox';
import type { ChatLiveMatch, ChatMessage, ChatPinnedLine, ChatRefusalCode, ChatVote } from './wire';

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
  /**
   * How long the refusal stands, from when it arrived (at): SLOW_MODE's wait as the server said it,
   * RATE_LIMITED's one window of the send rate. Past it, the refusal is no longer shown.
   */
  retryAfterMs?: number;
  /** With retryAfterMs: when the refusal arrived (Date.now()). */
  at?: number;
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
  /** Slow mode: the seconds a viewer waits between two lines (0: off), from the join and `slow` actions. */
  slowModeSeconds: number;
  /** Followers-only chat, from the join, `followersOnly` actions, or a FOLLOWERS_ONLY refusal. */
  followersOnly: boolean;
  /** When the server last took one of this member's lines here (Date.now() at its ack); null before one. */
  lastLineAt: number | null;
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

/** What is pinned above the lines: a typed notice, or one of the room's lines (line: its seq and writer). */
export type ChatAnnouncement = { text: string; nickname: string; at: string; line: ChatPinnedLine | null };

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
  slowModeSeconds: 0,
  followersOnly: false,
  lastLineAt: null,
  actionLines: [],
  live: null,
  broadcastNotices: [],
  match: null,
};

/**
 * Until when (Date.now() time) slow mode holds this member's next line, or null when it does not:
 * the room's seconds after their last line taken here, or the wait a SLOW_MODE refusal named (a
 * line from another tab). The owner, managers and operators never wait; the caller leaves them out.
 */
export function slowModeUntil(state: ChatRoomState): number | null {
  if (state.slowModeSeconds <= 0) return null;
  const afterLine = state.lastLineAt === null ? 0 : state.lastLineAt + state.slowModeSeconds * 1000;
  const refusal = state.refusal;
  const refused =
    refusal?.code === 'SLOW_MODE' && refusal.retryAfterMs !== undefined && refusal.at !== undefined
      ? refusal.at + refusal.retryAfterMs
      : 0;
  const until = Math.max(afterLine, refused);
  return until > 0 ? until : null;
}

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
