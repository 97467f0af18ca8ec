/**
 * @jest-environment node
 */
// The room's channel-status events against a real socket.io server (testing/fake-chat-server.ts).
import { startFakeChatServer, until, type FakeChatServer } from '../testing/fake-chat-server';
import { ChatRoomConnection } from './chat-room-connection';
import { FAST_TIMING } from '../testing/fast-timing';

const ROOM = '12';

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

const status = (live: boolean, room = ROOM) => ({
  type: 'channel-status',
  room,
  live,
  title: '저녁 라이브',
  startedAt: live ? '2026-01-01T12:00:00.000Z' : null,
});

test('keeps live from the room’s channel-status events, with a notice after the line it followed', async () => {
  connection = new ChatRoomConnection({ room: ROOM, site: 'onair', url: server.url, timing: FAST_TIMING });
  connection.start();
  const room = connection;
  await until(() => room.getSnapshot().status === 'connected', 'joined');
  expect(room.getSnapshot()).toMatchObject({ live: null, broadcastNotices: [] });

  server.post(ROOM, { text: '곧 시작하나요?' });
  await until(() => room.getSnapshot().messages.length === 1, 'a line');
  server.emitToRoom(ROOM, 'event', status(true));
  await until(() => room.getSnapshot().live === true, 'live');
  expect(room.getSnapshot().broadcastNotices).toEqual([{ id: 1, live: true, title: '저녁 라이브', afterSeq: 1 }]);

  server.emitToRoom(ROOM, 'event', status(false));
  await until(() => room.getSnapshot().live === false, 'offline');
  expect(room.getSnapshot().broadcastNotices.map((notice) => notice.live)).toEqual([true, false]);
});

test('another room’s status and a malformed event change nothing', async () => {
  connection = new ChatRoomConnection({ room: ROOM, site: 'onair', url: server.url, timing: FAST_TIMING });
  connection.start();
  const room = connection;
  await until(() => room.getSnapshot().status === 'connected', 'joined');
  server.emitToRoom(ROOM, 'event', { type: 'channel-status', room: '99', live: true, title: '', startedAt: null });
  server.emitToRoom(ROOM, 'event', { type: 'channel-status', room: ROOM, live: 'yes' });
  server.post(ROOM, { text: '표시' });
  await until(() => room.getSnapshot().messages.length === 1, 'the line after them');
  expect(room.getSnapshot()).toMatchObject({ live: null, broadcastNotices: [] });
});
