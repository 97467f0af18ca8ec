import { io, type Socket } from 'socket.io-client';
import type { Ack, WireConnection, WireMessage } from '../chat-protocol';

export type ChatClientOptions = {
  /** The access token (auth.token); empty for a visitor or when the cookie carries it. */
  token?: string;
  /** Sent as the Cookie header, as a browser sends the onair_at cookie. */
  cookie?: string;
  /** Sent as the Origin header, as a browser sends its page's origin. */
  origin?: string;
  /** The site query (?site=bellcast). */
  site?: string;
  /** auth.ticket: a live-Auth ticket for a password room. */
  ticket?: string;
  /** socket.io-client's own reconnection (off unless a test is about it). */
  reconnection?: boolean;
};

/**
 * A socket as libs/chat opens it (chatSocketOptions: WebSocket only, credentials, auth fields),
 * not connected yet. Node's client sends the headers a browser would send by itself.
 */
export function chatClient(url: string, options: ChatClientOptions = {}): Socket {
  const headers: Record<string, string> = {};
  if (options.cookie) headers['cookie'] = options.cookie;
  if (options.origin) headers['origin'] = options.origin;
  return io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    withCredentials: true,
    auth: { token: options.token ?? '', type: '', ticket: options.ticket ?? '', retry: 0 },
    query: options.site ? { site: options.site } : {},
    extraHeaders: headers,
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    forceNew: true,
    autoConnect: false,
  });
}

/** Connects; resolves once connected, rejects with the connect_error's message. */
export function connect(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const onConnect = () => {
      socket.off('connect_error', onError);
      resolve(socket);
    };
    const onError = (error: Error) => {
      socket.off('connect', onConnect);
      reject(error);
    };
    socket.once('connect', onConnect);
    socket.once('connect_error', onError);
    socket.connect();
  });
}

/** An emit with an ack, as the client makes its requests. */
export function request<T extends object = Record<string, unknown>>(
  socket: Socket,
  event: string,
  payload: unknown,
  timeoutMs = 10_000,
): Promise<Ack<T> & Record<string, unknown>> {
  return socket.timeout(timeoutMs).emitWithAck(event, payload);
}

/** Everything a socket heard, per kind, in arrival order. */
export type Heard = {
  messages: WireMessage[];
  connections: WireConnection[];
  actions: Record<string, unknown>[];
  events: Record<string, unknown>[];
};

export function listen(socket: Socket): Heard {
  const heard: Heard = { messages: [], connections: [], actions: [], events: [] };
  // A packet carries one line or several (a room's tick, a catch-up): each argument is a line.
  socket.on('message', (...messages: WireMessage[]) => heard.messages.push(...messages));
  socket.on('connection', (connection: WireConnection) => heard.connections.push(connection));
  socket.on('action', (action: Record<string, unknown>) => heard.actions.push(action));
  socket.on('event', (event: Record<string, unknown>) => heard.events.push(event));
  return heard;
}

/** Polls until the condition holds (deliveries are asynchronous), failing after timeoutMs. */
export async function until(condition: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Lets in-flight deliveries land, for tests that check nothing more arrived. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
