import type { Socket } from 'socket.io';
import type { ChatRefusalEvent } from '@onair/contracts';
import { CHAT_EVENTS, type Ack, type AckCallback } from './chat-protocol';

/** The ack callback socket.io hands a listener when the client asked for one: the last argument. */
export const ackOf = (args: readonly unknown[]): AckCallback | null => {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as AckCallback) : null;
};

/**
 * Gives a request its one answer: to the ack callback when the client passed one; a refusal
 * without one still reaches the user, as an `event` of type refusal on that socket alone.
 */
export function answerRequest(socket: Socket, request: string, ack: AckCallback | null, answer: Ack) {
  if (ack) ack(answer);
  else if (!answer.ok) {
    const event: ChatRefusalEvent = {
      type: 'refusal',
      request,
      code: answer.code,
      message: answer.message,
      ...(answer.retryAfterMs === undefined ? {} : { retryAfterMs: answer.retryAfterMs }),
    };
    socket.emit(CHAT_EVENTS.event, event);
  }
}
