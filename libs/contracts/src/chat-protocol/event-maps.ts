// The socket's events, named once and typed for socket.io's generics: the server's
// `Server<ChatClientToServerEvents, ChatServerToClientEvents>` and the client's
// `Socket<ChatServerToClientEvents, ChatClientToServerEvents>`.
import type {
  ChatActionRequest,
  ChatJoinRequest,
  ChatLeaveRequest,
  ChatLiveMatchType,
  ChatSendRequest,
} from './client-events';
import type { ChatModerationAction, ChatModerationType } from './moderation';
import type {
  ChatAck,
  ChatAnnouncementEvent,
  ChatConnectionInfo,
  ChatLinesDeletedEvent,
  ChatLiveMatch,
  ChatMessage,
  ChatServerEvent,
  ChatVote,
} from './server-events';

/** The event names, in one place: SPEC.md section 7's join and leave, message, action, event and connection. */
export const CHAT_EVENT_NAMES = {
  join: 'join',
  leave: 'leave',
  message: 'message',
  action: 'action',
  event: 'event',
  connection: 'connection',
} as const;

/** What a join's ack carries besides ok: the room's state, as `connection` told it, and how many lines were replayed. */
export type ChatJoinAnswer = ChatConnectionInfo & { replayed: number };

/** What each room-event action's ack carries besides ok. */
export type ChatRoomEventAnswers = {
  announce: { announcement: ChatAnnouncementEvent };
  unannounce: { announcement: ChatAnnouncementEvent };
  pinLine: { announcement: ChatAnnouncementEvent };
  openVote: { vote: ChatVote };
  closeVote: { vote: ChatVote };
  castVote: { vote: ChatVote; chosen: number };
};

/** What each live-match action's ack carries besides ok. */
export type ChatLiveMatchAnswers = Record<ChatLiveMatchType, { match: ChatLiveMatch }>;

/** What each `action` type's ack carries besides ok: a moderation action's is the action as the room hears it. */
export type ChatActionAnswers = ChatRoomEventAnswers &
  ChatLiveMatchAnswers & { deleteLine: { deleted: ChatLinesDeletedEvent } } & Record<
    ChatModerationType,
    { action: ChatModerationAction }
  >;

/** Any `action` ack. */
export type ChatActionAnswer = ChatAck<ChatActionAnswers[keyof ChatActionAnswers]>;

export interface ChatClientToServerEvents {
  join: (request: ChatJoinRequest, ack: (answer: ChatAck<ChatJoinAnswer>) => void) => void;
  leave: (request: ChatLeaveRequest, ack: (answer: ChatAck<{ room: string }>) => void) => void;
  message: (request: ChatSendRequest, ack: (answer: ChatAck<{ seq: number }>) => void) => void;
  action: (request: ChatActionRequest, ack: (answer: ChatActionAnswer) => void) => void;
}

export interface ChatServerToClientEvents {
  /** Once per join, before the replayed lines. */
  connection: (info: ChatConnectionInfo) => void;
  /** One or more lines, one per argument, in seq order (a room's tick, a join's replay). */
  message: (...messages: ChatMessage[]) => void;
  /** A moderation action, to the whole room. */
  action: (action: ChatModerationAction) => void;
  event: (event: ChatServerEvent) => void;
}
