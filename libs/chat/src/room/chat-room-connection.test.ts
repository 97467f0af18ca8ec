/**
 * @jest-environment node
 */
// Against a real socket.io server (testing/fake-chat-server.ts) speaking docs/chat.md's protocol.
import { startFakeChatServer, until, type FakeChatServer } from '../testing/fake-chat-server';
import { ChatRoomConnection, type ChatRoomOptions } from './chat-room-connection';
import { FAST_TIMING } from '../testing/fast-timing';

const ROOM = '12';
// Short waits so the suite runs in seconds; the real values are in chatTiming.ts.

let server: FakeChatServer;
let connection: ChatRoomConnection | undefined;

beforeEach(async () => {
  server = await startFakeChatServer();
});
afterEach(async () => {
  connection?.close();
  connection = undefined;
  await server.close();
});

function open(options: Partial<ChatRoomOptions> = {}) {
  connection = new ChatRoomConnection({ room: ROOM, site: 'onair', url: server.url, timing: FAST_TIMING, ...options });
  connection.start();
  return connection;
}

const seqs = (room: ChatRoomConnection) => room.getSnapshot().messages.map((message) => message.seq);
const connected = (room: ChatRoomConnection) => () => room.getSnapshot().status === 'connected';

test('joins over a WebSocket with the site and auth fields; a first join asks for no replay', async () => {
  server.post(ROOM, { text: '입장 전에 지나간 말' });
  const room = open();
  await until(connected(room), 'joined');
  expect(server.handshakes).toEqual([
    {
      auth: { token: '', type: '', ticket: '', retry: 0 },
      query: expect.objectContaining({ site: 'onair' }),
      transport: 'websocket',
    },
  ]);
  expect(server.joins).toEqual([{ room: ROOM, streamId: ROOM, source: 'web' }]);
  expect(room.getSnapshot()).toMatchObject({ messages: [], viewers: 1 });
  expect(room.lastContiguousSeq).toBe(1);
});

test('shows each seq once: a line delivered twice is dropped', async () => {
  const room = open();
  await until(connected(room), 'joined');
  server.post(ROOM, { text: '하나' });
  server.post(ROOM, { text: '둘' });
  server.repeat(ROOM, 2);
  server.repeat(ROOM, 1);
  server.post(ROOM, { text: '셋' });
  await until(() => seqs(room).length === 3, 'three lines');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(seqs(room)).toEqual([1, 2, 3]);
  expect(room.getSnapshot().messages.map((message) => message.text)).toEqual(['하나', '둘', '셋']);
});

test("a packet of several lines (a room's tick) shows each in order, and one already shown once", async () => {
  const room = open();
  await until(connected(room), 'joined');
  server.post(ROOM, { text: '하나' });
  await until(() => seqs(room).length === 1, 'first line');
  const tick = ['둘', '셋', '넷'].map((text) => server.postUnseen(ROOM, text));
  server.io.to(`room:${ROOM}`).emit('message', server.stored(ROOM)[0], ...tick);
  await until(() => seqs(room).length === 4, 'the tick');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(room.getSnapshot().messages.map((message) => message.text)).toEqual(['하나', '둘', '셋', '넷']);
  expect(room.lastContiguousSeq).toBe(4);
});

test('after a lost connection it reconnects and re-joins with the last seq held, getting exactly what it missed', async () => {
  // A slower reconnect than FAST_TIMING, so the two lines below surely go out while the client is away.
  const room = open({ timing: { ...FAST_TIMING, reconnectDelayMs: 300 } });
  await until(connected(room), 'joined');
  server.post(ROOM, { text: '끊기기 전' });
  await until(() => seqs(room).length === 1, 'first line');
  server.dropConnections();
  await until(() => room.getSnapshot().status === 'disconnected', 'disconnected');
  server.post(ROOM, { text: '끊긴 동안 1' });
  server.post(ROOM, { text: '끊긴 동안 2' });
  await until(() => seqs(room).length === 3, 'missed lines');
  expect(server.joins.map((join) => join.lastSeq)).toEqual([undefined, 1]);
  expect(seqs(room)).toEqual([1, 2, 3]);
  expect(room.getSnapshot().status).toBe('connected');
});

test('a hole in the sequence is asked for by a re-join with lastSeq', async () => {
  const room = open();
  await until(connected(room), 'joined');
  server.post(ROOM, { text: '1' });
  server.postUnseen(ROOM, '방송되지 못한 2');
  server.post(ROOM, { text: '3' });
  await until(() => seqs(room).length === 3, 'the hole filled');
  expect(seqs(room)).toEqual([1, 2, 3]);
  expect(server.joins.at(-1)).toMatchObject({ lastSeq: 1 });
  expect(room.lastContiguousSeq).toBe(3);
});

test('a line whose ack is lost goes again with the same clientMsgId and is shown once', async () => {
  const room = open();
  await until(connected(room), 'joined');
  server.knobs.loseAcks = 1;
  room.send('안녕하세요');
  expect(room.getSnapshot().pending).toHaveLength(1);
  await until(() => room.getSnapshot().pending.length === 0, 'acknowledged');
  expect(server.sends).toHaveLength(2);
  expect(server.sends[1]?.clientMsgId).toBe(server.sends[0]?.clientMsgId);
  expect(server.stored(ROOM)).toHaveLength(1);
  expect(room.getSnapshot().messages.map((message) => message.text)).toEqual(['안녕하세요']);
});

test('a line typed while disconnected waits in the outbox and goes after the re-join', async () => {
  const room = open();
  await until(connected(room), 'joined');
  server.dropConnections();
  await until(() => room.getSnapshot().status === 'disconnected', 'disconnected');
  room.send('다시 연결되면 보내기');
  await until(() => room.getSnapshot().pending.length === 0 && seqs(room).length === 1, 'sent after reconnect');
  expect(new Set(server.sends.map((send) => send.clientMsgId)).size).toBe(1);
  expect(server.stored(ROOM).map((line) => line.text)).toEqual(['다시 연결되면 보내기']);
});

test("the server's refusal is shown with the refused text, and the line is not repeated", async () => {
  const room = open();
  await until(connected(room), 'joined');
  server.knobs.refuseSend = {
    code: 'RATE_LIMITED',
    message: '채팅을 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해주세요.',
  };
  room.send('빠르게');
  await until(() => room.getSnapshot().refusal !== null, 'refusal');
  expect(room.getSnapshot().refusal).toEqual({
    id: 1,
    code: 'RATE_LIMITED',
    message: '채팅을 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해주세요.',
    text: '빠르게',
    // The server names no wait: the refusal stands one window of the send rate.
    retryAfterMs: FAST_TIMING.rateLimitedMs,
    at: expect.any(Number),
  });
  expect(room.getSnapshot().pending).toEqual([]);
  expect(server.sends).toHaveLength(1);
});

test('Unauthorized is retried ten times with a refreshed session and the count in auth.retry, then the room expires', async () => {
  server.knobs.refuseHandshake = 'Unauthorized';
  let refreshes = 0;
  const room = open({ refreshSession: async () => (refreshes += 1) });
  await until(() => room.getSnapshot().status === 'expired', 'expired');
  expect(server.handshakes.map((handshake) => handshake.auth['retry'])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(refreshes).toBe(10);
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(server.handshakes).toHaveLength(11);
});

test('Unauthorized stops being retried once a refreshed session is let in', async () => {
  server.knobs.refuseHandshake = 'Unauthorized';
  server.knobs.refuseHandshakes = 2;
  const room = open({ refreshSession: async () => undefined });
  await until(connected(room), 'joined');
  expect(server.handshakes.map((handshake) => handshake.auth['retry'])).toEqual([0, 1, 2]);
});

test('another connection error means disconnected, and the client keeps trying', async () => {
  server.knobs.refuseHandshake = 'Unavailable';
  server.knobs.refuseHandshakes = 1;
  const room = open();
  await until(() => room.getSnapshot().status === 'disconnected', 'disconnected');
  await until(connected(room), 'joined later');
});

test('a kick closes the room and empties the outbox', async () => {
  const room = open();
  await until(connected(room), 'joined');
  server.emitToRoom(ROOM, 'event', { type: 'kick', room: ROOM, reason: 'kick', until: null });
  await until(() => room.getSnapshot().status === 'closed', 'closed');
  expect(room.getSnapshot().refusal).toMatchObject({ code: 'KICKED' });
});
