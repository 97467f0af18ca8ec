import type { ChatClientPayload } from '@onair/contracts';
import { CHAT_LIMITS } from './chat-limits';
import { CHAT_EVENTS, socketRoomOf, type Ack, type WireConnection } from './chat-protocol';
import { REFUSALS } from './chat-refusals';
import { isModerator, roleIn } from './chat-roles';
import { handle, type ChatSocket } from './chat-handle';
import type { ChatStore } from './chat-store';
import type { LineDeletionStore } from './line-deletion-store';
import type { SendRateLimiter } from './rate-limiter';
import type { RoomBroadcaster } from './room-broadcaster';
import type { ViewerCounts } from './viewer-counts';
import { sanctioned } from './room-state';
import { greetJoiner, type RoomEventsParts } from './room-events-handler';
import { roomAdmission, type AdmissionParts } from './room-admission';
import { ownerRoomOf } from './viewer-counts';

const joinedRooms = (socket: ChatSocket) => [...socket.rooms].filter((name) => name.startsWith('room:')).length;

/**
 * join {room, streamId, source, lastSeq?}. The socket enters the room first and reads the
 * stored messages after, so a message committed in between is not missed; what the room's ticks
 * sent it meanwhile is left out of the catch-up (sent-log.ts), so it is not shown twice either (and
 * the client drops a seq it has). Joining a room the socket is already in only replays, which is
 * how a client fills a gap it noticed.
 */
/** What joining and leaving work with: admission, the greeting, the stored lines and the counts. */
export type JoinParts = AdmissionParts &
  RoomEventsParts & {
    store: ChatStore;
    lines: LineDeletionStore;
    broadcaster: RoomBroadcaster;
    /** Joins per socket (a socket lives on one node). */
    joinLimiter: SendRateLimiter;
    viewers: ViewerCounts;
  };

export function joinHandler(context: JoinParts, socket: ChatSocket) {
  return handle<ChatClientPayload<'join'>, WireConnection & { replayed: number }>(context.log, socket, 'join', async (payload) => {
    const channelId = Number(payload.room);
    const afterSeq = payload.lastSeq ?? null;
    if (!(await context.joinLimiter.take(socket.id))) return REFUSALS.tooManyJoins();
    const room = String(channelId);
    const socketRoom = socketRoomOf(room);
    if (!socket.rooms.has(socketRoom) && joinedRooms(socket) >= CHAT_LIMITS.maxRoomsPerSocket)
      return REFUSALS.tooManyRooms();

    const info = await context.directory.find(channelId);
    // Another brand's channel is not found here, as on the HTTP API.
    if (!info || info.brand !== socket.data.brand) return REFUSALS.roomNotFound();
    const refused = await roomAdmission(context, socket, info, payload.ticket);
    if (refused) return refused;
    const user = socket.data.user;
    const state = await context.states.get(channelId);
    if (user) {
      if (!isModerator(roleIn(user, info, state))) {
        if (sanctioned(state, user.memberId, 'blacklist')) return REFUSALS.banned();
        if (sanctioned(state, user.memberId, 'kick')) return REFUSALS.kicked();
      }
    }

    // The owner's sockets enter the owner room in the same step, so they never count as viewers.
    await socket.join(user?.memberId === info.ownerMemberId ? [socketRoom, ownerRoomOf(socketRoom)] : socketRoom);
    // No timer runs between the join and here, so every tick from this mark on reaches the socket.
    const joinedAt = context.broadcaster.mark();
    const { lastSeq, messages } = await context.store.since(channelId, afterSeq, CHAT_LIMITS.catchUpLimit);
    const connection: WireConnection = {
      room,
      viewers: context.viewers.count(socketRoom),
      lastSeq,
      frozen: state.frozen,
      slowModeSeconds: state.slowModeSeconds,
      followersOnly: state.followersOnly,
    };
    socket.emit(CHAT_EVENTS.connection, connection);
    // A returning client may hold lines deleted while it was away, and its catch-up leaves deleted
    // lines out: it hears which, so it drops them and knows those seqs are no holes to fill.
    if (afterSeq !== null) {
      const seqs = await context.lines.deletedBetween(channelId, Math.max(0, lastSeq - CHAT_LIMITS.catchUpLimit), lastSeq);
      if (seqs.length > 0) socket.emit(CHAT_EVENTS.event, { type: 'lines-deleted', room, seqs });
    }
    // Lines a tick sent while the stored ones were read, and lines still waiting for the room's
    // tick, reach the socket live; the rest go in one packet, as a tick sends them (room-broadcaster.ts).
    const live = new Set([
      ...context.broadcaster.sentSince(socketRoom, joinedAt),
      ...context.broadcaster.waitingSeqs(socketRoom),
    ]);
    const replay = live.size > 0 ? messages.filter((message) => !live.has(message.seq)) : messages;
    if (replay.length > 0) socket.emit(CHAT_EVENTS.message, ...replay);
    await greetJoiner(context, socket, channelId);
    return { ok: true, ...connection, replayed: messages.length };
  });
}

/** leave {room}: out of the room; leaving a room one is not in is not an error. */
export function leaveHandler(context: JoinParts, socket: ChatSocket) {
  return handle<ChatClientPayload<'leave'>, { room: string }>(context.log, socket, 'leave', async (payload): Promise<Ack<{ room: string }>> => {
    const socketRoom = socketRoomOf(payload.room);
    await socket.leave(socketRoom);
    await socket.leave(ownerRoomOf(socketRoom));
    return { ok: true, room: payload.room };
  });
}
