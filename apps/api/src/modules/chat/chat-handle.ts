import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { ChatSocketData } from './chat-auth';
import type { Ack, AckCallback } from './chat-protocol';
import { ChatRefused, REFUSALS } from './chat-refusals';
import { answerRequest } from './request-answer';

export type ChatSocket = Socket & { data: ChatSocketData };

/** A client event's handler: its payload, already parsed at the socket boundary (inbound-requests.ts), and the ack when the client asked for one. */
export type ParsedRequestHandler<P> = (payload: P, ack: AckCallback | null) => Promise<void>;

/**
 * Wraps a handler so every request gets exactly one answer: its result, or a refusal. The answer
 * goes to the ack callback when the client passed one; a refusal without one still reaches the
 * user, as an `event` of type refusal on that socket alone. The payload's shape was checked by its
 * schema before it got here, so `run` checks only what a schema cannot know.
 */
export function handle<P, T extends object>(
  log: FastifyBaseLogger,
  socket: ChatSocket,
  name: string,
  run: (payload: P) => Promise<Ack<T>>,
): ParsedRequestHandler<P> {
  return async (payload, ack) => {
    let answer: Ack<T>;
    try {
      answer = await run(payload);
    } catch (error) {
      if (error instanceof ChatRefused) answer = error.answer;
      else {
        log.error({ err: error, event: name }, 'chat request failed');
        answer = REFUSALS.unavailable();
      }
    }
    answerRequest(socket, name, ack, answer);
  };
}
