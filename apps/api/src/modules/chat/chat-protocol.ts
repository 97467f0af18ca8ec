// The server's view of the chat wire protocol: the shared shapes are @onair/contracts' chat.ts
// (docs/chat.md describes it for client authors); the requests as the server reads them are here.

/** What the handshake's auth object carries (libs/chat chatSocketOptions). */
export type HandshakeAuth = { token?: unknown; type?: unknown; ticket?: unknown; retry?: unknown };

import type { ChatAck, ChatConnectionInfo, ChatGiftPayload, ChatMessage, ChatMessageKind } from '@onair/contracts';
import { CHAT_EVENT_NAMES } from '@onair/contracts';

export type { ChatRefusalCode, ChatRole } from '@onair/contracts';
export type MessageKind = ChatMessageKind;
/** Server -> client `message`. */
export type WireMessage = ChatMessage;
export type GiftPayload = ChatGiftPayload;
/** Server -> client `connection`. */
export type WireConnection = ChatConnectionInfo;
export type Ack<T extends object = object> = ChatAck<T>;

/** Client -> server `join`. lastSeq: the highest seq it has without a gap, after a reconnect. */
export type JoinRequest = { room: string; streamId?: unknown; source?: unknown; lastSeq?: number };

/** Client -> server `message`. clientMsgId makes a resend after a reconnect harmless. */
export type SendRequest = { room: string; text: string; clientMsgId: string | null };

export type AckCallback = (answer: Ack) => void;

export const CHAT_EVENTS = CHAT_EVENT_NAMES;

/** socket.io room of a chat room; prefixed so it never meets a socket id. */
export const socketRoomOf = (room: string) => `room:${room}`;
