// The chat's limits that a client checks before asking and the server enforces (docs/chat.md,
// Limits and why). The line length is counted by one function, chatTextLength, on both sides.
import { ITEM } from '../item-catalog';

/** Characters of one chat line, counted by chatTextLength. */
export const CHAT_LINE_MAX_LENGTH = 200;

/** clientMsgId: a UUID fits with room to spare. */
export const CHAT_CLIENT_MSG_ID_MAX_LENGTH = 64;

/** The slow mode settings a moderator may pick, in seconds (0: off). */
export const CHAT_SLOW_MODE_SECONDS = [0, 3, 5, 10, 30, 60, 120] as const;
export type ChatSlowModeSeconds = (typeof CHAT_SLOW_MODE_SECONDS)[number];

/** Minutes a kick keeps a member out and a dumb keeps them quiet: 10 when the moderator names none (Twitch's timeout default), at most a day. */
export const CHAT_SANCTION_MINUTES = { default: 10, min: 1, max: 24 * 60 } as const;

/** The announcement's and votes' limits, counted by chatTextLength like a chat line. */
export const CHAT_ROOM_EVENT_LIMITS = {
  announcementMaxLength: CHAT_LINE_MAX_LENGTH,
  questionMaxLength: 100,
  optionMaxLength: 40,
  minOptions: 2,
  maxOptions: 5,
  minVoteSeconds: 30,
  maxVoteSeconds: 30 * 60,
} as const;

export const CHAT_LIVE_MATCH_LIMITS = {
  minMinutes: 3,
  maxMinutes: 30,
  /** How long the opponent's owner has to answer a proposal. */
  answerSeconds: 60,
  /** The item whose gifts score: the brand's currency. */
  scoringItemCode: ITEM.currency,
} as const;

// A chat line is one line: breaks and tabs become spaces rather than vanishing, so words stay apart.
const LINE_BREAKS = /[\t\n\r\v\f\u2028\u2029\u0085]+/g;
// Other control characters have no business in a chat line (terminal escapes, NUL).
const CONTROLS = /\p{Cc}/gu;
// Bidirectional overrides and isolates let one line display as another (a spoofed nickname or link).
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * The text as the server stores it: plain text, never HTML (the renderer escapes it). Only
 * characters that would break the line or disguise it are removed; zero-width joiners stay, emoji
 * need them.
 */
export function cleanChatText(raw: string): string {
  return raw.replace(LINE_BREAKS, ' ').replace(CONTROLS, '').replace(BIDI_CONTROLS, '').trim();
}

/**
 * A chat text's length as the limits count it, decided once for the composer's counter and the
 * server's check: the code points of the text as it will be stored (cleanChatText).
 *
 * - A character outside the BMP (😀, a rare Hanja) is one, not the two UTF-16 units of `.length`.
 * - A Korean syllable is one; a sequence a font draws as one glyph (👍🏽, a ZWJ family) counts each
 *   of its code points, as a grapheme count would differ between engines' Unicode versions.
 * - An emoji token `:code:` counts by its text (`:heart:` is 7): the line stores and carries the
 *   token, not the glyph, so the limit bounds what is stored and sent, and a member cannot pack 200
 *   tokens of up to 34 characters each into one line.
 */
export function chatTextLength(raw: string): number {
  return [...cleanChatText(raw)].length;
}

/** Why a text cannot be sent as a line of at most `max` characters, or null when it can. */
export function chatTextProblem(raw: string, max: number = CHAT_LINE_MAX_LENGTH): 'EMPTY' | 'TOO_LONG' | null {
  const length = chatTextLength(raw);
  if (length === 0) return 'EMPTY';
  return length > max ? 'TOO_LONG' : null;
}
