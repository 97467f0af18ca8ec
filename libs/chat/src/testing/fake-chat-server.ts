import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import type { ChatMessage, ChatRefusalCode } from '../room/wire';
import { createFakeRoomAnswers, type ActionSeen } from './fake-room-answers';

type Handshake = { auth: Record<string, unknown>; query: Record<string, unknown>; transport: string };
type JoinSeen = { room: string; lastSeq?: number };
type SendSeen = { room: string; text: string; clientMsgId: string };
type Ack = (answer: Record<string, unknown>) => void;

/**
 * A small, real socket.io server speaking docs/chat.md's protocol: rooms with a sequence, join with
 * lastSeq catch-up, clientMsgId dedup, Unauthorized from its middleware. Knobs let a test lose an
 * ack, skip a broadcast (a node dying after the commit), drop every connection, or refuse a line.
 * Moderation and the room events (announcement, votes, live matches) are answered by fakeRoomAnswers.ts.
 */
export async function startFakeChatServer() {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  const stored = new Map<string, ChatMessage[]>();
  const byClientMsgId = new Map<string, number>();
  const handshakes: Handshake[] = [];
  const joins: JoinSeen[] = [];
  const sends: SendSeen[] = [];
  const actions: ActionSeen[] = [];
  const knobs = {
    /** connect_error message for the next handshakes (Unauthorized, Unavailable); null lets them in. */
    refuseHandshake: null as string | null,
    /** Handshakes refused before they are let in again (with refuseHandshake). */
    refuseHandshakes: Infinity,
    /** Sends stored and broadcast but never acknowledged, as when a node dies before answering. */
    loseAcks: 0,
    /** The next send is refused with this. */
    refuseSend: null as { code: ChatRefusalCode; message: string; retryAfterMs?: number } | null,
    /** The next action (a room event or moderation) is refused with this. */
    refuseAction: null as { code: ChatRefusalCode; message: string } | null,
  };

  io.use((socket, next) => {
    handshakes.push({
      auth: socket.handshake.auth,
      query: socket.handshake.query,
      transport: socket.conn.transport.name,
    });
    if (knobs.refuseHandshake && knobs.refuseHandshakes > 0) {
      knobs.refuseHandshakes -= 1;
      next(new Error(knobs.refuseHandshake));
    } else next();
  });

  const roomOf = (room: string) => stored.get(room) ?? (stored.set(room, []), stored.get(room) as ChatMessage[]);
  const rooms = createFakeRoomAnswers(io, roomOf);

  function store(room: string, fields: Partial<ChatMessage> & { text: string }): ChatMessage {
    const lines = roomOf(room);
    const message: ChatMessage = {
      room,
      seq: lines.length + 1,
      kind: 'chat',
      memberId: 9,
      nickname: '시청자',
      role: 'member',
      payload: null,
      at: new Date().toISOString(),
      ...fields,
    };
    lines.push(message);
    return message;
  }

  io.on('connection', (socket: Socket) => {
    socket.on('join', async (payload: JoinSeen, ack: Ack) => {
      joins.push(payload);
      const room = String(payload.room);
      await socket.join(`room:${room}`);
      const lines = roomOf(room);
      const lastSeq = lines.length;
      const viewers = io.sockets.adapter.rooms.get(`room:${room}`)?.size ?? 0;
      socket.emit('connection', { room, viewers, lastSeq, ...rooms.modesOf(room) });
      const replay =
        payload.lastSeq === undefined ? [] : lines.filter((line) => line.seq > (payload.lastSeq as number));
      for (const line of replay) socket.emit('message', line);
      rooms.greet(socket, room);
      ack({ ok: true, room, viewers, lastSeq, replayed: replay.length });
    });
    socket.on('message', (payload: SendSeen, ack: Ack) => {
      sends.push(payload);
      const room = String(payload.room);
      if (knobs.refuseSend) {
        const refusal = knobs.refuseSend;
        knobs.refuseSend = null;
        return ack({ ok: false, ...refusal });
      }
      const known = byClientMsgId.get(payload.clientMsgId);
      if (known !== undefined) return ack({ ok: true, seq: known });
      const message = store(room, { text: payload.text, nickname: '라이브팬', memberId: 7 });
      byClientMsgId.set(payload.clientMsgId, message.seq);
      io.to(`room:${room}`).emit('message', message);
      if (knobs.loseAcks > 0) knobs.loseAcks -= 1;
      else ack({ ok: true, seq: message.seq });
    });

    socket.on('action', (payload: ActionSeen, ack: Ack) => {
      actions.push(payload);
      const room = String(payload.room);
      if (knobs.refuseAction) {
        const refusal = knobs.refuseAction;
        knobs.refuseAction = null;
        return ack({ ok: false, ...refusal });
      }
      ack(rooms.answer(room, socket.id, payload));
    });
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  return {
    url,
    io,
    knobs,
    frozenRooms: rooms.frozenRooms,
    handshakes,
    joins,
    sends,
    actions,
    stored: (room: string) => roomOf(room),
    /** Someone else's line: stored and broadcast to the room. */
    post(room: string, fields: Partial<ChatMessage> & { text: string }) {
      const message = store(room, fields);
      io.to(`room:${room}`).emit('message', message);
      return message;
    },
    /** Stored but never broadcast: the node died between commit and broadcast. */
    postUnseen(room: string, text: string) {
      return store(room, { text });
    },
    /** Sends a stored line to the room again (the catch-up overlap a client must drop). */
    repeat(room: string, seq: number) {
      io.to(`room:${room}`).emit('message', roomOf(room)[seq - 1]);
    },
    ...rooms.controls,
    /** Sends an event to every socket in the room (kick, refusal). */
    emitToRoom(room: string, event: string, payload: unknown) {
      io.to(`room:${room}`).emit(event, payload);
    },
    /** Drops every connection at the transport, as a lost network or a dead node does (clients reconnect). */
    dropConnections() {
      for (const socket of io.sockets.sockets.values()) socket.conn.close();
    },
    async close() {
      io.disconnectSockets(true);
      await io.close();
    },
  };
}

export type FakeChatServer = Awaited<ReturnType<typeof startFakeChatServer>>;

/** Polls until the condition holds, failing after timeoutMs. */
export async function until(condition: () => boolean, what = 'condition', timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
