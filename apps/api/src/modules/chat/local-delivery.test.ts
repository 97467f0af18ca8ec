import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { createLocalDelivery, textFrame } from './local-delivery';
import { chatClient, connect, settle, until } from './testing/chat-client';

describe('local delivery, with a real socket.io server and clients', () => {
  let http: HttpServer;
  let io: Server;
  const clients: Socket[] = [];
  /** What each client heard: every `message` event's arguments. */
  const heard = new Map<Socket, unknown[][]>();

  beforeEach(async () => {
    http = createServer();
    io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    heard.clear();
    await io.close();
  });

  async function connectClient() {
    const client = chatClient(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
    const events: unknown[][] = [];
    client.on('message', (...args: unknown[]) => events.push(args));
    heard.set(client, events);
    clients.push(client);
    await connect(client);
    return client;
  }
  const serverSocketOf = (client: Socket) => io.of('/').sockets.get(client.id as string);

  test("every socket in the room gets the event, slice by slice, as socket.io-client reads an emit; others don't", async () => {
    const inRoom = await Promise.all([connectClient(), connectClient(), connectClient()]);
    const outside = await connectClient();
    for (const client of inRoom) serverSocketOf(client)?.join('room:1');
    const deliver = createLocalDelivery(io, 2);
    const lines = [{ seq: 1, text: '안녕' }, { seq: 2, text: '<b>"반가워요"</b>' }];
    const writing = deliver('room:1', 'message', lines);
    expect(writing).toBeInstanceOf(Promise);
    await writing;
    await until(() => inRoom.every((client) => heard.get(client)?.length === 1), 5000, 'every socket in the room');
    for (const client of inRoom) expect(heard.get(client)).toEqual([lines]);
    await settle();
    expect(heard.get(outside)).toEqual([]);
  });

  test('a socket that left the room since gets nothing; one with packets queued in engine.io gets the event after them', async () => {
    const [staying, leaving] = await Promise.all([connectClient(), connectClient()]);
    const order: string[] = [];
    staying.on('event', () => order.push('event'));
    staying.on('message', () => order.push('message'));
    for (const client of [staying, leaving]) serverSocketOf(client)?.join('room:1');
    serverSocketOf(leaving)?.leave('room:1');
    const server = serverSocketOf(staying);
    // Several emits in one turn: engine.io writes the first and queues the rest until ws is done with it.
    for (let index = 0; index < 5; index++) server?.emit('event', index);
    createLocalDelivery(io, 10)('room:1', 'message', [{ seq: 1 }]);
    await until(() => order.length === 6, 5000, 'everything');
    expect(order).toEqual(['event', 'event', 'event', 'event', 'event', 'message']);
    await settle();
    expect(heard.get(leaving)).toEqual([]);
  });

  test('frames: short, 16-bit and 64-bit lengths', () => {
    expect([...textFrame('42')]).toEqual([0x81, 2, 0x34, 0x32]);
    const medium = textFrame('가'.repeat(100));
    expect([medium[0], medium[1], medium.readUInt16BE(2), medium.length]).toEqual([0x81, 126, 300, 304]);
    const long = textFrame('x'.repeat(70_000));
    expect([long[1], Number(long.readBigUInt64BE(2)), long.length]).toEqual([127, 70_000, 70_010]);
  });
});
