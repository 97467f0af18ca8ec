import type { ChatRoomState } from './chat-room-state';
import type { ChatConnectionInfo, ChatModerationAction, ChatRefusalCode } from './wire';

/** The room's modes: only moderators speak (frozen), a viewer waits between lines (slow), only followers write. */
export type ChatRoomModes = Pick<ChatRoomState, 'frozen' | 'slowModeSeconds' | 'followersOnly'>;

/**
 * What the owner, managers and operators may set for the whole room (docs/chat.md, Moderation): a freeze
 * (only they speak), slow mode's seconds between two of a viewer's lines (one of CHAT_SLOW_MODE_SECONDS;
 * 0: off), followers-only chat (members who do not follow read but do not write). The fields are the wire's.
 */
export type RoomModeRequest =
  { type: 'freeze' | 'unfreeze' } | { type: 'slow'; seconds: number } | { type: 'followersOnly'; on: boolean };

/** A room frozen (or in slow or followers-only mode) before this join shows it at once; later changes come as actions. */
export function greetedModes(info: ChatConnectionInfo): Partial<ChatRoomModes> {
  return {
    ...(typeof info.frozen === 'boolean' ? { frozen: info.frozen } : {}),
    ...(typeof info.slowModeSeconds === 'number' ? { slowModeSeconds: info.slowModeSeconds } : {}),
    ...(typeof info.followersOnly === 'boolean' ? { followersOnly: info.followersOnly } : {}),
  };
}

/** What a moderation action the room heard changes of its modes (nothing for a sanction or an appointment). */
export function actionModes(state: ChatRoomState, action: ChatModerationAction): Partial<ChatRoomState> {
  if (action.type === 'freeze' || action.type === 'unfreeze') return { frozen: action.type === 'freeze' };
  if (action.type === 'followersOnly') return { followersOnly: action.on === true };
  if (action.type !== 'slow') return {};
  // A wait a refusal named was the old setting's.
  return { slowModeSeconds: action.seconds ?? 0, ...(state.refusal?.code === 'SLOW_MODE' ? { refusal: null } : {}) };
}

/** A refused line tells the room's mode as well as the join did (it may have changed unseen). */
export function refusedModes(code: ChatRefusalCode): Partial<ChatRoomModes> {
  if (code === 'FROZEN') return { frozen: true };
  if (code === 'FOLLOWERS_ONLY') return { followersOnly: true };
  return {};
}
