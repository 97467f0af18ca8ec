export { chatSocketOptions, type ChatAuth, type ChatAuthType, type ChatSocketOptions, type ChatSocketOptionsInput } from './chatSocketOptions';
export { CHAT_UNAUTHORIZED, createAuthRetryPolicy, type AuthRetryAction, type AuthRetryPolicy } from './authRetryPolicy';
// The live room's chat: the connection (docs/chat.md's client duties), its hook, and the UI.
export { ChatRoomConnection, type ChatActAnswer, type ChatRoomOptions } from './room/ChatRoomConnection';
export { ChatEndpoint } from './room/chatEndpoint';
export { useChatRoom, type ChatRoom, type ChatRoomActions, type UseChatRoomOptions } from './room/useChatRoom';
export type { ChatAnnouncement, ChatRefusal, ChatRoomState, ChatStatus } from './room/chatRoomState';
export { CHAT_TIMING, type ChatTiming } from './room/chatTiming';
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
export type { ChatTarget } from './panel/ChatterMenu';
export type { ChatModerationAnswer } from './room/ChatRoomConnection';
export { allowedModeration, type ChatActionLine, type ModerationRequest } from './room/moderation';
export { GiftAlert, type GiftAlertProps } from './gift/GiftAlert';
