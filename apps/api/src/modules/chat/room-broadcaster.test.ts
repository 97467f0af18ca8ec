import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import type { WireMessage } from './chat-protocol';
import { createLocalDelivery } from './local-delivery';
import { createRoomBroadcaster, type RoomBroadcaster } from './room-broadcaster';
import { chatClient, connect, settle, until } from './testing/chat-client';

const ROOM = 'room:7';
// Long enough that nothing in a test waits for a tick to end by chance.
const TICK_MS = 60_000;

const line = (seq: number, room = '7'): WireMessage => ({
  room,
  seq,
  kind: 'chat',
  memberId: 1,
  nickname: '하나',
  role: 'member',
  text: `줄 ${seq}`,
  payload: null,
  at: new Date(0).toISOString(),
});

describe('room broadcaster and local delivery, with a real socket.io server and client', () => {
  let http: HttpServer;
  let io: Server;
  let client: Socket;
  let broadcaster: RoomBroadcaster;
  /** What the client heard: one entry per packet, with every line it carried. */
  let packets: WireMessage[][];
  /** What went to the other nodes: room and seqs, per hand-over. */
  let forwarded: [string, number[]][];

  beforeEach(async () => {
    http = createServer();
    io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
    io.on('connection', (socket) => void socket.join(ROOM));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    forwarded = [];
    const deliverLocally = createLocalDelivery(io, 100);
    broadcaster = createRoomBroadcaster({
      deliver: (socketRoom, messages) => deliverLocally(socketRoom, 'message', messages),
      forward: (socketRoom, messages) => forwarded.push([socketRoom, messages.map((message) => message.seq)]),
      hasSockets: (socketRoom) => (io.of('/').adapter.rooms.get(socketRoom)?.size ?? 0) > 0,
      tickMs: TICK_MS,
    });
    client = chatClient(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
    packets = [];
    client.on('message', (...messages: WireMessage[]) => packets.push(messages));
    await connect(client);
    await until(() => io.of('/').adapter.rooms.get(ROOM)?.size === 1, 5000, 'the client in the room');
  });

  afterEach(async () => {
    await broadcaster.close();
    client.disconnect();
    await io.close();
  });

  const seqs = () => packets.map((packet) => packet.map((message) => message.seq));

  test("a quiet room's lines published together go out at once, in one packet, in order", async () => {
    broadcaster.publish([1, 2, 3].map((seq) => line(seq)));
    broadcaster.publish([line(4)]);
    broadcaster.publish([line(5)]);
    await until(() => packets.length > 0, 5000, 'the first packet');
    await settle();
    expect(seqs()).toEqual([[1, 2, 3, 4, 5]]);
    expect(packets[0]?.[2]).toEqual(line(3));
  });

  test("lines within the room's tick wait for its end and go in one packet", async () => {
    broadcaster.publish([line(1)]);
    await until(() => packets.length === 1, 5000, 'the first line');
    broadcaster.publish([line(2)]);
    await settle(50);
    broadcaster.publish([line(3)]);
    broadcaster.publish([line(4)]);
    await settle();
    expect(seqs()).toEqual([[1]]);
    expect([...broadcaster.waitingSeqs(ROOM)]).toEqual([2, 3, 4]);

    await broadcaster.flushAll();
    await until(() => packets.length === 2, 5000, 'the tick');
    expect(seqs()).toEqual([[1], [2, 3, 4]]);
    expect(broadcaster.waitingSeqs(ROOM).size).toBe(0);
  });

  test('a single line looks as it did before batching: one argument', async () => {
    const heard: unknown[][] = [];
    client.on('message', (...args: unknown[]) => heard.push(args));
    broadcaster.publish([line(9)]);
    await until(() => heard.length === 1, 5000, 'the line');
    expect(heard).toEqual([[line(9)]]);
  });

  test('closing sends every waiting line, and lines published after go out at once', async () => {
    broadcaster.publish([line(1)]);
    await until(() => packets.length === 1, 5000, 'the first line');
    broadcaster.publish([line(2)]);
    broadcaster.publish([line(3)]);
    const closing = broadcaster.close();
    broadcaster.publish([line(4)]);
    await closing;
    await until(() => packets.length === 3, 5000, 'every line');
    expect(seqs()).toEqual([[1], [2, 3], [4]]);
  });

  test("a room nobody here is in: its lines go to the other nodes but wait for no tick; once a socket joins, the next line reaches it", async () => {
    broadcaster.publish([line(1, '9')]);
    expect(forwarded).toEqual([['room:9', [1]]]);
    expect(broadcaster.waitingSeqs('room:9').size).toBe(0);
    await settle();
    expect(packets).toEqual([]);

    io.in(client.id as string).socketsJoin('room:9');
    broadcaster.publish([line(2, '9')]);
    await until(() => packets.length === 1, 5000, 'the line after the join');
    expect(packets).toEqual([[line(2, '9')]]);
  });

  test('rooms are ticked apart: a busy room does not hold back another', async () => {
    const other = line(1, '8');
    io.in(client.id as string).socketsJoin('room:8');
    broadcaster.publish([line(1)]);
    await until(() => packets.length === 1, 5000, 'room 7');
    broadcaster.publish([line(2), other]);
    await until(() => packets.length === 2, 5000, 'room 8');
    expect(packets[1]).toEqual([other]);
    expect([...broadcaster.waitingSeqs(ROOM)]).toEqual([2]);
  });

  test("another node's lines are ticked with this node's, by seq; this node's go to the others at once", async () => {
    broadcaster.publish([line(1)]);
    await until(() => packets.length === 1, 5000, 'the first line');
    broadcaster.publish([line(3), line(4)]);
    broadcaster.receive(ROOM, [line(2)]);
    broadcaster.publish([line(5)]);
    expect(forwarded).toEqual([
      [ROOM, [1]],
      [ROOM, [3, 4]],
      [ROOM, [5]],
    ]);
    await broadcaster.flushAll();
    await until(() => packets.length === 2, 5000, 'the tick');
    expect(seqs()).toEqual([[1], [2, 3, 4, 5]]);
  });
});

describe('room broadcaster, with a packet still being written', () => {
  test('the next packet waits for it, and lines that came meanwhile go together after', async () => {
    const delivered: number[][] = [];
    const writes: (() => void)[] = [];
    const broadcaster = createRoomBroadcaster({
      deliver: (_room, messages) => {
        delivered.push(messages.map((message) => message.seq));
        return new Promise<void>((resolve) => writes.push(resolve));
      },
      tickMs: 10,
    });
    broadcaster.publish([line(1)]);
    await until(() => delivered.length === 1, 5000, 'the first packet');
    broadcaster.publish([line(2)]);
    broadcaster.publish([line(3)]);
    await settle(100);
    expect(delivered).toEqual([[1]]);
    expect([...broadcaster.waitingSeqs(ROOM)]).toEqual([2, 3]);
    writes.shift()?.();
    await until(() => delivered.length === 2, 5000, 'the second packet');
    expect(delivered).toEqual([[1], [2, 3]]);

    broadcaster.publish([line(4)]);
    const closing = broadcaster.close();
    writes.shift()?.();
    await until(() => delivered.length === 3, 5000, 'the line waiting at close');
    writes.shift()?.();
    await closing;
    expect(delivered).toEqual([[1], [2, 3], [4]]);
  });
});
