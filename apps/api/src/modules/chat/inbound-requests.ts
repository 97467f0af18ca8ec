import { CHAT_MESSAGES, parseChatClientPayload, type ChatClientEventName } from '@onair/contracts';
import type { Socket } from 'socket.io';
import { refusal } from './chat-refusals';
import { ackOf, answerRequest } from './request-answer';

/** A client event's handler: the parsed payload first, then the ack callback when the client passed one. */
export type RequestHandler = (...args: unknown[]) => unknown;

/**
 * The socket boundary: every client event's payload is parsed by its schema in @onair/contracts
 * (chat-protocol/client-events.ts) before any handler sees it. One that does not parse is answered
 * INVALID_REQUEST with the schema's Korean message (by ack, or an `event` of type refusal), and the
 * socket stays as it was: a bad frame costs its sender one refusal, never the connection. An event
 * the protocol does not name is refused the same way, so a client waiting on its ack is not left
 * hanging.
 */
export function acceptRequests(socket: Socket, handlers: Record<ChatClientEventName, RequestHandler>) {
  socket.onAny((name: unknown, ...args: unknown[]) => {
    if (typeof name === 'string' && Object.hasOwn(handlers, name)) return;
    answerRequest(socket, String(name), ackOf(args), refusal('INVALID_REQUEST', CHAT_MESSAGES.invalidRequest));
  });
  for (const name of Object.keys(handlers) as ChatClientEventName[]) {
    const handler = handlers[name];
    socket.on(name, (...args: unknown[]) => {
      const ack = ackOf(args);
      const parsed = parseChatClientPayload(name, args[0]);
      if (!parsed.ok) return answerRequest(socket, name, ack, refusal('INVALID_REQUEST', parsed.message));
      return handler(parsed.payload, ...(ack ? [ack] : []));
    });
  }
}
