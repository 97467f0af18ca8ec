import {
  CHAT_MODERATION_TYPES,
  CHAT_SANCTION_MINUTES,
  type ChatModerationAction,
  type ChatModerationPayload,
} from '@onair/contracts';
import { CHAT_EVENTS, socketRoomOf, type Ack } from './chat-protocol';
import { REFUSALS } from './chat-refusals';
import { isModerator, outranks, roleIn } from './chat-roles';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { handle, type ChatSocket } from './chat-handle';
import type { ModerationStore } from './moderation-store';
import type { RoomDirectory } from './room-directory';
import type { RoomStates } from './room-state';
import { tellRoom } from './moderation-relay';

export const MODERATION_ACTIONS = CHAT_MODERATION_TYPES;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Minutes a kick keeps a member out and a dumb keeps them quiet when the moderator names none (Twitch's timeout default). */
export const DEFAULT_SANCTION_MINUTES = CHAT_SANCTION_MINUTES.default;

export { memberRoomOf } from './moderation-relay';

/** Server -> room `action`: what a moderator did, for every viewer's chat to show. */
export type WireAction = ChatModerationAction;

const OWNER_ONLY = new Set<ModerationAction>(['manager', 'unmanager']);

/** The room-wide setting a slow or followersOnly request asks for; null for other types. */
function modeOf(payload: ChatModerationPayload): { seconds: number } | { on: boolean } | null {
  if (payload.type === 'slow') return { seconds: payload.seconds };
  if (payload.type === 'followersOnly') return { on: payload.on };
  return null;
}

/**
 * action {room, type, targetMemberId?, minutes?, seconds?, on?} -> ack. The owner appoints and
 * dismisses managers; the owner, managers and operators kick, blacklist, dumb, freeze and set slow
 * mode and followers-only chat, each sanction only over those they outrank. The change is written
 * first (it must outlast this node), then every node drops its cached room state, then the target
 * and the room hear of it.
 */
/** What moderation works with: the rooms, their stored moderation and every node's cached state. */
export type ModerationParts = {
  io: Server;
  directory: RoomDirectory;
  states: RoomStates;
  moderation: ModerationStore;
  /** Drops a room's moderation state on every node after it changed. */
  stateChanged(channelId: number): void;
  log: FastifyBaseLogger;
};

export function moderationHandler(context: ModerationParts, socket: ChatSocket) {
  return handle<ChatModerationPayload, { action: WireAction }>(
    context.log,
    socket,
    'action',
    async (payload): Promise<Ack<{ action: WireAction }>> => {
      const channelId = Number(payload.room);
      const type = payload.type;
      const mode = modeOf(payload);
      const user = socket.data.user;
      if (!user) return REFUSALS.membersOnly();
      const info = await context.directory.find(channelId);
      if (!info || info.brand !== socket.data.brand) return REFUSALS.roomNotFound();
      const state = await context.states.get(channelId);
      const role = roleIn(user, info, state);
      if (!isModerator(role) || (OWNER_ONLY.has(type) && role !== 'owner' && role !== 'operator'))
        return REFUSALS.forbidden();

      const room = String(channelId);
      const by = { memberId: user.memberId, nickname: user.nickname, role };
      // Room-wide actions (freeze, slow, followersOnly) name no member.
      if (!('targetMemberId' in payload)) {
        if (mode && 'seconds' in mode) await context.moderation.setSlowMode(channelId, mode.seconds);
        else if (mode && 'on' in mode) await context.moderation.setFollowersOnly(channelId, mode.on);
        else await context.moderation.setFrozen(channelId, type === 'freeze');
        context.stateChanged(channelId);
        return announce(context, { room, type, targetMemberId: null, targetNickname: null, until: null, by, ...mode });
      }

      const { targetMemberId: targetId, minutes } = payload;
      const target = await context.moderation.memberOf(targetId);
      if (!target) return REFUSALS.invalid();
      const targetRole = roleIn(target, info, state);
      // Appointing takes a plain member; everything else takes someone the actor outranks.
      if (type === 'manager' ? targetRole !== 'member' : !outranks(role, targetRole)) return REFUSALS.forbidden();

      const until =
        type === 'kick' || type === 'dumb'
          ? new Date(Date.now() + (minutes ?? DEFAULT_SANCTION_MINUTES) * 60_000)
          : null;
      if (type === 'manager') await context.moderation.appoint(channelId, targetId);
      else if (type === 'unmanager') await context.moderation.dismiss(channelId, targetId);
      else if (type === 'kick' || type === 'blacklist' || type === 'dumb')
        await context.moderation.sanction(channelId, targetId, type, until, user.memberId);
      else await context.moderation.lift(channelId, targetId, type === 'unblacklist' ? 'blacklist' : 'dumb');
      context.stateChanged(channelId);

      const action: WireAction = {
        room,
        type,
        targetMemberId: targetId,
        targetNickname: target.nickname,
        until: until?.toISOString() ?? null,
        by,
      };
      tellRoom(context.io, action);
      return { ok: true, action };
    },
  );
}

function announce(context: Pick<ModerationParts, 'io'>, action: WireAction): Ack<{ action: WireAction }> {
  context.io.to(socketRoomOf(action.room)).emit(CHAT_EVENTS.action, action);
  return { ok: true, action };
}
