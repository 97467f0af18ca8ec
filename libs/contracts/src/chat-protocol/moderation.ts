// Moderation (docs/chat.md, Moderation): the one list of its actions, what a moderator sends and
// what the room hears. The server's handler and the web's menus and action lines derive from it.
import * as v from 'valibot';
import { ChatRole, ChatRoomId, ChatRowId, ChatTimestamp } from './fields';
import { CHAT_SANCTION_MINUTES, CHAT_SLOW_MODE_SECONDS } from './limits';

/** Actions on one member: appointing and dismissing managers, and the sanctions and their lifting. */
export const CHAT_MEMBER_MODERATION_TYPES = [
  'manager',
  'unmanager',
  'kick',
  'blacklist',
  'unblacklist',
  'dumb',
  'undumb',
] as const;

/** Room-wide actions: freezing, slow mode (seconds) and followers-only chat (on). */
export const CHAT_ROOM_MODERATION_TYPES = ['freeze', 'unfreeze', 'slow', 'followersOnly'] as const;

/** Every moderation action, in one place. */
export const CHAT_MODERATION_TYPES = [...CHAT_MEMBER_MODERATION_TYPES, ...CHAT_ROOM_MODERATION_TYPES] as const;
export const ChatModerationType = v.picklist(CHAT_MODERATION_TYPES);
export type ChatModerationType = v.InferOutput<typeof ChatModerationType>;

export const isChatModerationType = (type: unknown): type is ChatModerationType =>
  CHAT_MODERATION_TYPES.includes(type as ChatModerationType);

/** minutes: how long a kick or a dumb lasts (others ignore it); absent or null: the default. */
const SanctionMinutes = v.nullish(
  v.pipe(v.number(), v.integer(), v.minValue(CHAT_SANCTION_MINUTES.min), v.maxValue(CHAT_SANCTION_MINUTES.max)),
);

/** Client -> server `action` that moderates a room. */
export const ChatModerationRequest = v.variant('type', [
  v.object({
    room: ChatRoomId,
    type: v.picklist(CHAT_MEMBER_MODERATION_TYPES),
    targetMemberId: ChatRowId,
    minutes: SanctionMinutes,
  }),
  v.object({ room: ChatRoomId, type: v.picklist(['freeze', 'unfreeze']) }),
  /** seconds one of CHAT_SLOW_MODE_SECONDS (0: off). */
  v.object({ room: ChatRoomId, type: v.literal('slow'), seconds: v.picklist(CHAT_SLOW_MODE_SECONDS) }),
  v.object({ room: ChatRoomId, type: v.literal('followersOnly'), on: v.boolean() }),
]);
export type ChatModerationRequest = v.InferInput<typeof ChatModerationRequest>;

/**
 * Server -> room `action`, and a moderation request's ack (`{ ok, action }`): what a moderator
 * did. target fields are null for the room-wide ones (freeze, unfreeze, slow, followersOnly);
 * until is when a kick or dumb ends. slow carries seconds (the room's slow mode now, 0: off),
 * followersOnly carries on.
 */
export const ChatModerationAction = v.pipe(
  v.object({
    room: v.string(),
    type: ChatModerationType,
    targetMemberId: v.nullable(v.number()),
    targetNickname: v.nullable(v.string()),
    until: v.nullable(ChatTimestamp),
    by: v.object({ memberId: v.number(), nickname: v.string(), role: ChatRole }),
    seconds: v.optional(v.pipe(v.number(), v.minValue(0))),
    on: v.optional(v.boolean()),
  }),
  v.check(
    (action) =>
      (action.type !== 'slow' || action.seconds !== undefined) &&
      (action.type !== 'followersOnly' || action.on !== undefined),
  ),
);
export type ChatModerationAction = v.InferOutput<typeof ChatModerationAction>;

/** Whether a frame is a moderation action the room may show (a client must not break on a bad one). */
export const isChatModerationAction = (value: unknown): value is ChatModerationAction =>
  v.is(ChatModerationAction, value);
