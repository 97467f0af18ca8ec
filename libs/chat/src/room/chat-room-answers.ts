import type {
  ChatAck,
  ChatActionAnswers,
  ChatLiveMatchAnswers,
  ChatModerationAction,
  ChatRoomEventAnswers,
} from './wire';

/** The room-event requests (docs/chat.md) and what their acks carry. */
export type ChatActAnswer<K extends keyof ChatRoomEventAnswers> = ChatAck<ChatRoomEventAnswers[K]>;

/** A moderation request's ack: the action as the room hears it, or the refusal. */
export type ChatModerationAnswer = ChatAck<{ action: ChatModerationAction }>;

/** A line deletion's ack: the deletion as the room hears it, or the refusal. */
export type ChatLineDeletionAnswer = ChatAck<ChatActionAnswers['deleteLine']>;

/** A live-match request's ack: the match as the rooms hear it, or the refusal. */
export type ChatMatchAnswer = ChatAck<ChatLiveMatchAnswers['proposeMatch']>;

/** What each `action` type's ack carries besides ok (the contract's event map). */
export type ActAnswers = ChatActionAnswers;
