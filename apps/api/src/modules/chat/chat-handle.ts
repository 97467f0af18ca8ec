import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { ChatSocketData } from './chat-auth';
import type { Ack } from './chat-protocol';
import { ChatRefused, REFUSALS } from './chat-refusals';
import { ackOf, answerRequest } from './request-answer';

export type ChatSocket = Socket & { data: ChatSocketData };

/**
 * Wraps a handler so every request gets exactly one answer: its result, or a refusal. The answer
 * goes to the ack callback when the client passed one; a refusal without one still reaches the
 * user, as an `event` of type refusal on that socket alone.
 */
export function handle<T extends object>(
  log: FastifyBaseLogger,
  socket: ChatSocket,
  name: string,
  run: (payload: Record<string, unknown>) => Promise<Ack<T>>,
) {
  return async (...args: unknown[]) => {
    const ack = ackOf(args);
    const payload = args[0];
    let answer: Ack<T>;
    try {
      answer =
        payload !== null && typeof payload === 'object' && !Array.isArray(payload)
          ? await run(payload as Record<string, unknown>)
          : REFUSALS.invalid();
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
