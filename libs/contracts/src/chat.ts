// The chat socket's wire protocol, shared by the server (apps/api/src/chat) and the web client
// (libs/chat). SPEC.md section 7 names the events; the payloads are ours (docs/chat.md).

/** A speaker's standing in a room when the line was sent. Visitors never speak. */
export type ChatRole = 'owner' | 'manager' | 'operator' | 'member';

export type ChatMessageKind = 'chat' | 'gift' | 'notice';

/** payload of a kind 'gift' message: what the live page's alert shows. */
export type ChatGiftPayload = {
  giftId: number;
  itemCode: number;
  amount: number;
  message: string | null;
  senderNickname: string;
};

/** Server -> client `message`: one stored line, numbered in its room's sequence. text is plain text, never HTML. */
export type ChatMessage = {
  room: string;
  seq: number;
  kind: ChatMessageKind;
  memberId: number | null;
  nickname: string;
  role: ChatRole;
  text: string;
  payload: Record<string, unknown> | null;
  at: string;
};

/** Server -> client `connection`, once per join, before the replayed lines: where the room's sequence stands. */
export type ChatConnectionInfo = { room: string; viewers: number; lastSeq: number };

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

/** The answer to an acknowledged emit; message is Korean, ready to show. */
export type ChatAck<T extends object = object> =
  ({ ok: true } & T) | { ok: false; code: ChatRefusalCode; message: string };

/** The event names, in one place: SPEC.md section 7's join and leave, message, action, event and connection. */
export const CHAT_EVENT_NAMES = {
  join: 'join',
  leave: 'leave',
  message: 'message',
  action: 'action',
  event: 'event',
  connection: 'connection',
} as const;
