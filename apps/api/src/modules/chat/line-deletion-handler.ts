import type { ChatLineDeletionPayload, ChatLinesDeletedEvent } from '@onair/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { handle, type ChatSocket } from './chat-handle';
import { CHAT_EVENTS, socketRoomOf, type Ack } from './chat-protocol';
import { REFUSALS } from './chat-refusals';
import { isModerator, outranks, roleIn } from './chat-roles';
import type { LineDeletionStore } from './line-deletion-store';
import type { RoomDirectory } from './room-directory';
import type { RoomStates } from './room-state';

export type LineDeletionParts = {
  io: Server;
  directory: RoomDirectory;
  states: RoomStates;
  lines: LineDeletionStore;
  log: FastifyBaseLogger;
};

/**
 * action {room, type: 'deleteLine', seq} -> ack {deleted}. The room's moderators (owner, managers,
 * operators) delete a chat line of someone they outrank, or their own; gifts and notices are not
 * lines to delete. The row is marked first (catch-up and replays read it), then the room hears
 * `event {type: 'lines-deleted'}` on every node through the adapter.
 */
export function lineDeletionHandler(context: LineDeletionParts, socket: ChatSocket) {
  return handle<ChatLineDeletionPayload, { deleted: ChatLinesDeletedEvent }>(
    context.log,
    socket,
    'action',
    async (payload): Promise<Ack<{ deleted: ChatLinesDeletedEvent }>> => {
      const user = socket.data.user;
      if (!user) return REFUSALS.membersOnly();
      const channelId = Number(payload.room);
      const info = await context.directory.find(channelId);
      if (!info || info.brand !== socket.data.brand) return REFUSALS.roomNotFound();
      const role = roleIn(user, info, await context.states.get(channelId));
      if (!isModerator(role)) return REFUSALS.forbidden();
      const line = await context.lines.find(channelId, payload.seq);
      if (!line || line.kind !== 'chat') return REFUSALS.lineNotFound();
      if (line.memberId !== user.memberId && !outranks(role, line.role)) return REFUSALS.forbidden();
      const deleted: ChatLinesDeletedEvent = { type: 'lines-deleted', room: payload.room, seqs: [payload.seq] };
      if (await context.lines.delete(channelId, payload.seq, user.memberId))
        context.io.to(socketRoomOf(payload.room)).emit(CHAT_EVENTS.event, deleted);
      return { ok: true, deleted };
    },
  );
}
