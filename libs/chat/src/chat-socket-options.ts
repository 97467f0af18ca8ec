import { CHAT } from '@onair/contracts';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';

/** oauth for members who signed in through a social provider, empty otherwise (SPEC.md section 7). */
export type ChatAuthType = 'oauth' | '';

/** The handshake auth payload the chat server reads. */
export type ChatAuth = { token: string; type: ChatAuthType; ticket: string; retry: number };

export type ChatSocketOptions = Partial<ManagerOptions & SocketOptions> & { auth: ChatAuth };

export type ChatSocketOptionsInput = {
  /** The access token; empty for a visitor. */
  token: string;
  type: ChatAuthType;
  /** A room entry ticket when the room asks for one; empty otherwise. */
  ticket?: string;
  /** How many Unauthorized retries came before this connection (see createAuthRetryPolicy); 0 at first. */
  retry?: number;
};

/**
 * socket.io-client options for the chat socket, as SPEC.md sections 4, 7 and 9 fix them:
 * WebSocket only, cookies sent, automatic reconnection from 500 ms backing off to 5 s.
 */
export function chatSocketOptions({ token, type, ticket = '', retry = 0 }: ChatSocketOptionsInput): ChatSocketOptions {
  return {
    transports: ['websocket'],
    withCredentials: true,
    auth: { token, type, ticket, retry },
    reconnection: true,
    reconnectionDelay: CHAT.reconnectDelayMs,
    reconnectionDelayMax: CHAT.reconnectDelayMaxMs,
  };
}
