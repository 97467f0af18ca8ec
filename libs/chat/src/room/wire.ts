// The chat socket's wire protocol as the client sees it (docs/chat.md; the server's own copy is
// apps/api/src/chat/chat-protocol.ts, which web code may not import).

/** A speaker's standing in the room when the line was sent. */
export type ChatRole = 'owner' | 'manager' | 'operator' | 'member';

export type ChatMessageKind = 'chat' | 'gift' | 'notice';

/** payload of a kind 'gift' message. */
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

/** Server -> client `connection`, once per join, before the replayed lines. */
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

/** Server -> one member's sockets: `event` of type kick, role or refusal (others are for later). */
export type ChatPersonalEvent =
  | { type: 'kick'; room: string; reason: 'kick' | 'blacklist'; until: string | null }
  | { type: 'role'; room: string; role: 'manager' | 'member' }
  | { type: 'refusal'; request: string; code: ChatRefusalCode; message: string }
  | { type: string; room?: string };

export const CHAT_EVENT_NAMES = {
  join: 'join',
  leave: 'leave',
  message: 'message',
  action: 'action',
  event: 'event',
  connection: 'connection',
} as const;

/** Type guard for a gift line's payload (the server fills it; a malformed one is shown as a plain line). */
export function giftPayloadOf(message: ChatMessage): ChatGiftPayload | null {
  const payload = message.payload;
  if (message.kind !== 'gift' || !payload) return null;
  const { amount, senderNickname } = payload;
  if (typeof amount !== 'number' || typeof senderNickname !== 'string') return null;
  return payload as ChatGiftPayload;
}
