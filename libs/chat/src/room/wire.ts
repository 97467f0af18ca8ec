// The chat socket's wire protocol as the client sees it: every shape, the event maps that type the
// socket and the line length come from @onair/contracts (chat-protocol/), the server's source too.

import type { ChatGiftPayload, ChatMessage, ChatServerEvent } from '@onair/contracts';

export type {
  ChatAck,
  ChatActionAnswers,
  ChatActionRequest,
  ChatAnnouncementEvent,
  ChatChannelInfoEvent,
  ChatChannelStatusEvent,
  ChatClientToServerEvents,
  ChatJoinAnswer,
  ChatKickEvent,
  ChatLiveMatch,
  ChatLiveMatchAnswers,
  ChatLiveMatchEvent,
  ChatLiveMatchSide,
  ChatLineBadges,
  ChatPinnedLine,
  ChatRefusalEvent,
  ChatRoleEvent,
  ChatRoomEventAnswers,
  ChatServerEvent,
  ChatServerToClientEvents,
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
  CHAT_LINE_MAX_LENGTH,
  CHAT_LIVE_MATCH_LIMITS,
  CHAT_MODERATION_TYPES,
  CHAT_ROOM_EVENT_LIMITS,
  CHAT_SLOW_MODE_SECONDS,
  chatTextLength,
  chatLineBadgesOf,
} from '@onair/contracts';

/**
 * Server -> `event`: kick, role and refusal for one member's sockets; announcement, voting,
 * channel-status, channel-info, viewers and live-match for the room. A type this client does not
 * know yet (a newer server) is read as nothing.
 */
export type ChatPersonalEvent = ChatServerEvent | { type: string; room?: string };

/** Type guard for a gift line's payload (the server fills it; a malformed one is shown as a plain line). */
export function giftPayloadOf(message: ChatMessage): ChatGiftPayload | null {
  const payload = message.payload;
  if (message.kind !== 'gift' || !payload) return null;
  const { amount, senderNickname } = payload;
  if (typeof amount !== 'number' || typeof senderNickname !== 'string') return null;
  return payload as ChatGiftPayload;
}
