// The chat socket's wire protocol as the client sees it: the shared shapes come from
// @onair/contracts (chat.ts), the server's copy too; what only the client needs is here.

import type {
  ChatAnnouncementEvent,
  ChatChannelInfoEvent,
  ChatChannelStatusEvent,
  ChatGiftPayload,
  ChatLiveMatchEvent,
  ChatMessage,
  ChatRefusalCode,
  ChatViewersEvent,
  ChatVotingEvent,
} from '@onair/contracts';

export type {
  ChatAck,
  ChatAnnouncementEvent,
  ChatChannelInfoEvent,
  ChatChannelStatusEvent,
  ChatLiveMatch,
  ChatLiveMatchAnswers,
  ChatLiveMatchEvent,
  ChatLiveMatchSide,
  ChatRoomEventAnswers,
  ChatVote,
  ChatVoteOption,
  ChatVotingEvent,
  ChatViewersEvent,
  ChatConnectionInfo,
  ChatGiftPayload,
  ChatMessage,
  ChatMessageKind,
  ChatModerationAction,
  ChatModerationType,
  ChatRefusalCode,
  ChatRole,
} from '@onair/contracts';
export {
  CHAT_EVENT_NAMES,
  CHAT_LIVE_MATCH_LIMITS,
  CHAT_ROOM_EVENT_LIMITS,
  CHAT_SLOW_MODE_SECONDS,
} from '@onair/contracts';

/** Server -> `event`: kick, role and refusal for one member's sockets; announcement, voting, channel-status, channel-info and viewers for the room (others are for later). */
export type ChatPersonalEvent =
  | ChatViewersEvent
  | ChatAnnouncementEvent
  | ChatVotingEvent
  | ChatChannelStatusEvent
  | ChatChannelInfoEvent
  | ChatLiveMatchEvent
  | { type: 'kick'; room: string; reason: 'kick' | 'blacklist'; until: string | null }
  | { type: 'role'; room: string; role: 'manager' | 'member' }
  | { type: 'refusal'; request: string; code: ChatRefusalCode; message: string; retryAfterMs?: number }
  | { type: string; room?: string };

/** Type guard for a gift line's payload (the server fills it; a malformed one is shown as a plain line). */
export function giftPayloadOf(message: ChatMessage): ChatGiftPayload | null {
  const payload = message.payload;
  if (message.kind !== 'gift' || !payload) return null;
  const { amount, senderNickname } = payload;
  if (typeof amount !== 'number' || typeof senderNickname !== 'string') return null;
  return payload as ChatGiftPayload;
}
