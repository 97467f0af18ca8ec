import type { Socket } from 'socket.io-client';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, startMoneyApi, type MoneyApi } from '../money/testing/money-test-kit';
import type { WireMessage } from './chat-protocol';
import { until } from './testing/chat-client';
import { joinAs, say } from './testing/chat-members';

/** Every `message` packet a socket gets, with the seqs it carried. */
function packetsOf(socket: Socket): number[][] {
  const packets: number[][] = [];
  socket.on('message', (...messages: WireMessage[]) => packets.push(messages.map((message) => message.seq)));
  return packets;
}

describe.each(testDatabaseTargets())('chat lines batched per room tick on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];

  beforeEach(async () => {
    api = await startMoneyApi(target);
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await api.close();
  });

  test('lines sent together reach a socket several to a packet, each packet and all of them in seq order', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const room = String(streamer.channelId);
    const talkers = await Promise.all([newMember(api), newMember(api), newMember(api)]);
    const reader = await joinAs(api.url, null, room);
    sockets.push(reader.socket);
    const packets = packetsOf(reader.socket);
    const host = await joinAs(api.url, streamer, room);
    const joined = await Promise.all(talkers.map((talker) => joinAs(api.url, talker, room)));
    sockets.push(host.socket, ...joined.map((inRoom) => inRoom.socket));

    // The first line opens the room's tick; the nine sent at once wait for it, stored together.
    await say(host.socket, room, '시작');
    await Promise.all(joined.flatMap((inRoom, index) => [1, 2, 3].map((line) => say(inRoom.socket, room, `${index}-${line}`))));
    await until(() => packets.flat().length === 10, 10_000, 'ten lines');
    expect(packets.flat()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(packets.length).toBeLessThan(10);
    expect(reader.heard.messages.map((message) => message.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('lines waiting for their tick when the node closes still reach its sockets', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const room = String(streamer.channelId);
    const reader = await joinAs(api.url, null, room);
    const host = await joinAs(api.url, streamer, room);
    sockets.push(reader.socket, host.socket);

    await say(host.socket, room, '하나');
    await until(() => reader.heard.messages.length === 1, 10_000, 'the first line');
    // Stored within the first line's tick, so (on any but a very slow machine) still waiting when the node closes.
    await say(host.socket, room, '둘');
    await say(host.socket, room, '셋');
    const disconnected = new Promise((resolve) => reader.socket.once('disconnect', resolve));
    await api.app.close();
    await disconnected;
    expect(reader.heard.messages.map((message) => message.text)).toEqual(['하나', '둘', '셋']);
  });
});
