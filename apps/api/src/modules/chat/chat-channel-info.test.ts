import type { Socket } from 'socket.io-client';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { settle, until } from './testing/chat-client';
import { joinAs, type InRoom } from './testing/chat-members';

/**
 * The owner renames the broadcast (PUT /api/my/channel-live-title) and everyone in its room hears
 * `event {type: 'channel-info'}` with the new title, so open live pages change without a reload;
 * another channel's room hears nothing, and a refused change tells nobody.
 */
describe.each(testDatabaseTargets('pglite'))('broadcast title in chat on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];

  const infoEvents = (inRoom: InRoom) => inRoom.heard.events.filter((event) => event['type'] === 'channel-info');
  async function watch(channelId: number | null, member: TestMember | null = null) {
    const watcher = await joinAs(api.url, member, String(channelId));
    sockets.push(watcher.socket);
    return watcher;
  }
  const rename = (member: TestMember, channelId: number | null, liveTitle: string) =>
    api.call('PUT', '/api/my/channel-live-title', { body: { channelId, liveTitle }, headers: member.headers });

  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => api.close());

  test("the room hears the owner's new title and its clearing; another room hears neither", async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const other = await newMember(api, { channel: { live: true } });
    const visitor = await watch(streamer.channelId);
    const fan = await watch(streamer.channelId, await newMember(api));
    const elsewhere = await watch(other.channelId);

    expect((await rename(streamer, streamer.channelId, '  오늘은 노래 방송  ')).status).toBe(200);
    for (const watcher of [visitor, fan]) {
      await until(() => infoEvents(watcher).length === 1, 5000, 'the new title');
      expect(infoEvents(watcher)[0]).toEqual({
        type: 'channel-info',
        room: String(streamer.channelId),
        liveTitle: '오늘은 노래 방송',
      });
    }

    expect((await rename(streamer, streamer.channelId, '')).status).toBe(200);
    await until(() => infoEvents(visitor).length === 2, 5000, 'the cleared title');
    expect(infoEvents(visitor)[1]).toMatchObject({ liveTitle: null });

    // Someone else's attempt is refused and tells the room nothing.
    expect((await rename(other, streamer.channelId, '남의 방송 제목')).status).toBe(403);
    await settle();
    expect(infoEvents(visitor)).toHaveLength(2);
    expect(infoEvents(elsewhere)).toEqual([]);
  });
});
