import { io, type Socket } from 'socket.io-client';
import { chatSocketOptions } from '../chat-socket-options';
import type { ChatTiming } from './chat-timing';
import type { ChatClientToServerEvents, ChatServerToClientEvents } from './wire';

/** A chat socket typed by the contract's event maps: what it hears and what it may send. */
export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

export type ChatSocketTarget = {
  /** The chat server's origin; undefined means this page's own (the Vite servers proxy /socket.io to the API). */
  url?: string;
  /** The brand code: a browser's WebSocket cannot send x-site-code, so the query names the site. */
  site: string;
  /** The access token; empty lets the HttpOnly onair_at cookie speak (the web's case). */
  token?: string;
  /** live-Auth's ticket for an adult or password room (docs/live-rooms.md); none for an open room. */
  ticket?: string;
};

/** A chat socket as docs/chat.md asks: path /socket.io, WebSocket only, credentials, not connected yet. */
export function openChatSocket(
  { url, site, token = '', ticket = '' }: ChatSocketTarget,
  timing: ChatTiming,
): ChatSocket {
  const options = {
    ...chatSocketOptions({ token, type: '', ticket }),
    reconnectionDelay: timing.reconnectDelayMs,
    reconnectionDelayMax: timing.reconnectDelayMaxMs,
    path: '/socket.io',
    query: { site },
    autoConnect: false,
    // Each live page has its own connection: a second room or a remount never shares a closed one.
    forceNew: true,
  };
  return url ? io(url, options) : io(options);
}
