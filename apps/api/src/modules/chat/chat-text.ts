import { CHAT_LIMITS } from './chat-limits';
import { REFUSALS, type ChatRefusal } from './chat-refusals';

// A chat line is one line: breaks and tabs become spaces rather than vanishing, so words stay apart.
const LINE_BREAKS = /[\t\n\r\v\f\u2028\u2029\u0085]+/g;
// Other control characters have no business in a chat line (terminal escapes, NUL).
const CONTROLS = /\p{Cc}/gu;
// Bidirectional overrides and isolates let one line display as another (a spoofed nickname or link).
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * The text as stored: plain text, never HTML (the renderer escapes it). Only characters that
 * would break the line or disguise it are removed; zero-width joiners stay, emoji need them.
 */
export function cleanChatText(raw: string): string {
  return raw.replace(LINE_BREAKS, ' ').replace(CONTROLS, '').replace(BIDI_CONTROLS, '').trim();
}

/** The cleaned text, or why it cannot be sent: empty, or longer than the limit in characters (code points). */
export function checkChatText(raw: string): { ok: true; text: string } | ChatRefusal {
  const text = cleanChatText(raw);
  if (text.length === 0) return REFUSALS.empty();
  if ([...text].length > CHAT_LIMITS.maxTextLength) return REFUSALS.tooLong();
  return { ok: true, text };
}
