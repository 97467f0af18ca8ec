import { CHAT_MESSAGES, parseChatClientPayload, type ChatClientEventName, type ChatClientPayload } from '@onair/contracts';
import type { Socket } from 'socket.io';
import type { ParsedRequestHandler } from './chat-handle';
import { refusal } from './chat-refusals';
import { ackOf, answerRequest } from './request-answer';

/** Each client event's handler, typed by the payload its schema yields. */
export type RequestHandlers = { [K in ChatClientEventName]: ParsedRequestHandler<ChatClientPayload<K>> };

/**
 * The socket boundary: every client event's payload is parsed by its schema in @onair/contracts
 * (chat-protocol/client-events.ts) before any handler sees it. One that does not parse is answered
 * INVALID_REQUEST with the schema's Korean message (by ack, or an `event` of type refusal), and the
 * socket stays as it was: a bad frame costs its sender one refusal, never the connection. An event
 * the protocol does not name is refused the same way, so a client waiting on its ack is not left
 * hanging.
 */
export function acceptRequests(socket: Socket, handlers: RequestHandlers) {
  socket.onAny((name: unknown, ...args: unknown[]) => {
    if (typeof name === 'string' && Object.hasOwn(handlers, name)) return;
    answerRequest(socket, String(name), ackOf(args), refusal('INVALID_REQUEST', CHAT_MESSAGES.invalidRequest));
  });
  accept(socket, 'join', handlers.join);
  accept(socket, 'leave', handlers.leave);
  accept(socket, 'message', handlers.message);
  accept(socket, 'action', handlers.action);
}

function accept<K extends ChatClientEventName>(socket: Socket, name: K, handler: ParsedRequestHandler<ChatClientPayload<K>>) {
  socket.on(name as string, (...args: unknown[]) => {
    const ack = ackOf(args);
    const parsed = parseChatClientPayload(name, args[0]);
    if (!parsed.ok) return answerRequest(socket, name, ack, refusal('INVALID_REQUEST', parsed.message));
    return handler(parsed.payload, ack);
  });
}
