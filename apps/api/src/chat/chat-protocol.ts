// The chat socket's wire protocol (docs/chat.md describes it for client authors).
// SPEC.md section 7 names the events; the payloads are ours.

/** What the handshake's auth object carries (libs/chat chatSocketOptions). */
export type HandshakeAuth = { token?: unknown; type?: unknown; ticket?: unknown; retry?: unknown };

/** A speaker's standing in a room when the message was sent. Visitors never speak. */
export type ChatRole = 'owner' | 'manager' | 'operator' | 'member';

export type MessageKind = 'chat' | 'gift' | 'notice';

/** Server -> client `message`: one stored message, numbered in its room's sequence. */
export type WireMessage = {
  room: string;
  seq: number;
  kind: MessageKind;
  memberId: number | null;
  nickname: string;
  role: ChatRole;
  text: string;
  payload: Record<string, unknown> | null;
  at: string;
};

/** payload of a kind 'gift' message: what the live page's alert shows. */
export type GiftPayload = {
  giftId: number;
  itemCode: number;
  amount: number;
  message: string | null;
  senderNickname: string;
};

/** Server -> client `connection`, once per join: where the room's sequence stands. */
export type WireConnection = { room: string; viewers: number; lastSeq: number };

/** Client -> server `join`. lastSeq: the highest seq it has without a gap, after a reconnect. */
export type JoinRequest = { room: string; streamId?: unknown; source?: unknown; lastSeq?: number };

/** Client -> server `message`. clientMsgId makes a resend after a reconnect harmless. */
export type SendRequest = { room: string; text: string; clientMsgId: string | null };

/** The answer to an acknowledged emit. */
export type Ack<T extends object = object> = ({ ok: true } & T) | { ok: false; code: ChatRefusalCode; message: string };

export type AckCallback = (answer: Ack) => void;

export type ChatRefusalCode =
  | 'INVALID_REQUEST'
  | 'MEMBERS_ONLY'
  | 'NOT_FOUND'
  | 'NOT_JOINED'
  | 'EMPTY'
  | 'TOO_LONG'
  | 'RATE_LIMITED'
  | 'FROZEN'
  | 'MUTED'
  | 'BANNED'
  | 'KICKED'
  | 'FORBIDDEN'
  | 'UNAVAILABLE';

/** The event names, in one place: SPEC.md section 7's message, action, event and connection. */
export const CHAT_EVENTS = {
  join: 'join',
  leave: 'leave',
  message: 'message',
  action: 'action',
  event: 'event',
  connection: 'connection',
} as const;

/** socket.io room of a chat room; prefixed so it never meets a socket id. */
export const socketRoomOf = (room: string) => `room:${room}`;
