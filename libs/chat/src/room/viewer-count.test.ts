/**
 * @jest-environment node
 */
// The room's viewers events against a real socket.io server (testing/fake-chat-server.ts): the count
// a viewer sees follows the room, not only their own join.
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

test('the viewer count follows the room’s viewers events after the join', async () => {
  connection = new ChatRoomConnection({ room: ROOM, site: 'onair', url: server.url, timing: FAST_TIMING });
  connection.start();
  const room = connection;
  await until(() => room.getSnapshot().status === 'connected', 'joined');
  const joinedWith = room.getSnapshot().viewers;

  server.emitToRoom(ROOM, 'event', { type: 'viewers', room: ROOM, viewers: 42 });
  await until(() => room.getSnapshot().viewers === 42, 'the new count');
  expect(joinedWith).not.toBe(42);
});

test('another room’s count and a malformed count change nothing', async () => {
  connection = new ChatRoomConnection({ room: ROOM, site: 'onair', url: server.url, timing: FAST_TIMING });
  connection.start();
  const room = connection;
  await until(() => room.getSnapshot().status === 'connected', 'joined');
  const joinedWith = room.getSnapshot().viewers;
  server.emitToRoom(ROOM, 'event', { type: 'viewers', room: '99', viewers: 7 });
  server.emitToRoom(ROOM, 'event', { type: 'viewers', room: ROOM, viewers: -3 });
  server.emitToRoom(ROOM, 'event', { type: 'viewers', room: ROOM, viewers: 'many' });
  server.post(ROOM, { text: '표시' });
  await until(() => room.getSnapshot().messages.length === 1, 'the line after them');
  expect(room.getSnapshot().viewers).toBe(joinedWith);
});
