import type { ChatModerationAction } from '@onair/contracts';
import type { Server } from 'socket.io';
import { CHAT_EVENTS, socketRoomOf } from './chat-protocol';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Moderation done over HTTP (the studio's managers and ban list) reaching the live room as the
     * socket's own does (installChat sets it; a node without the chat has none, and the rooms read
     * the rows on their next state load).
     */
    roomModeration?: RoomModerationRelay;
  }
}

/** Every socket of one member, on any node. */
export const memberRoomOf = (memberId: number) => `member:${memberId}`;

export type RoomModerationRelay = {
  /** The rows changed already: every node drops the room's state, then the target and the room hear of it. */
  changed(action: ChatModerationAction): void;
};

/**
 * What the target of a member action hears, then the room: a kick or a blacklist puts every socket
 * of theirs, on every node, out of the room; a new role is told to them.
 */
export function tellRoom(io: Server, action: ChatModerationAction) {
  const { room, type, targetMemberId } = action;
  if (targetMemberId !== null) {
    const targetSockets = io.in(memberRoomOf(targetMemberId));
    if (type === 'kick' || type === 'blacklist') {
      // The member hears it first, then leaves.
      targetSockets.emit(CHAT_EVENTS.event, { type: 'kick', room, reason: type, until: action.until });
      targetSockets.socketsLeave(socketRoomOf(room));
    } else if (type === 'manager' || type === 'unmanager') {
      targetSockets.emit(CHAT_EVENTS.event, { type: 'role', room, role: type === 'manager' ? 'manager' : 'member' });
    }
  }
  io.to(socketRoomOf(room)).emit(CHAT_EVENTS.action, action);
}

export function moderationRelay(io: Server, stateChanged: (channelId: number) => void): RoomModerationRelay {
  return {
    changed(action) {
      stateChanged(Number(action.room));
      tellRoom(io, action);
    },
  };
}
