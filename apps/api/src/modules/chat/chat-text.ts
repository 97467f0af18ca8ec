import { chatTextProblem, cleanChatText } from '@onair/contracts';
import { CHAT_LIMITS } from './chat-limits';
import { REFUSALS, type ChatRefusal } from './chat-refusals';

// The cleaning and the count are the contract's, so the composer's counter agrees with this check.
export { cleanChatText };

/** The cleaned text, or why it cannot be sent: empty, or longer than the limit (chatTextLength). */
export function checkChatText(raw: string): { ok: true; text: string } | ChatRefusal {
  const text = cleanChatText(raw);
  const problem = chatTextProblem(text, CHAT_LIMITS.maxTextLength);
  if (problem === 'EMPTY') return REFUSALS.empty();
  if (problem === 'TOO_LONG') return REFUSALS.tooLong();
  return { ok: true, text };
}
