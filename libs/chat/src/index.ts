export {
  chatSocketOptions,
  type ChatAuth,
  type ChatAuthType,
  type ChatSocketOptions,
  type ChatSocketOptionsInput,
} from './chat-socket-options';
export {
  CHAT_UNAUTHORIZED,
  createAuthRetryPolicy,
  type AuthRetryAction,
  type AuthRetryPolicy,
} from './auth-retry-policy';
// The live room's chat: the connection (docs/chat.md's client duties), its hook, and the UI.
export { ChatRoomConnection, type ChatActAnswer, type ChatRoomOptions } from './room/chat-room-connection';
export { ChatEndpoint } from './room/chat-endpoint';
export { useChatRoom, type ChatRoom, type ChatRoomActions, type UseChatRoomOptions } from './room/use-chat-room';
export type { ChatAnnouncement, ChatRefusal, ChatRoomState, ChatStatus } from './room/chat-room-state';
export { CHAT_TIMING, type ChatTiming } from './room/chat-timing';
export type {
  ChatGiftPayload,
  ChatMessage,
  ChatMessageKind,
  ChatModerationAction,
  ChatModerationType,
  ChatRefusalCode,
  ChatRole,
  ChatVote,
  ChatLiveMatch,
} from './room/wire';
export { ChatPanel, type ChatPanelProps } from './panel/ChatPanel';
// The replay's chat shows the stored lines as the live list does.
export { ChatMessageList, type ChatMessageListProps } from './panel/ChatMessageList';
export type { ChatTarget } from './panel/ChatterMenu';
export type { ChatModerationAnswer } from './room/chat-room-connection';
export { allowedModeration, type ChatActionLine, type ModerationRequest } from './room/moderation';
export { GiftAlert, type GiftAlertProps } from './gift/GiftAlert';
