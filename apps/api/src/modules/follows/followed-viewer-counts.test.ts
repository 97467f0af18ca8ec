/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { eq } from 'drizzle-orm';
import { channels } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { request } from '../chat/testing/chat-client';
import { joinAs, type InRoom } from '../chat/testing/chat-members';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';

type Card = { channelId: number; isLive: boolean; viewerCount: number };

describe.each(testDatabaseTargets('pglite'))('viewer counts on the followed list on $name', (target) => {
  let api: MoneyApi;
  const inRooms: InRoom[] = [];
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterEach(() => {
    for (const viewer of inRooms.splice(0)) viewer.socket.disconnect();
  });
  afterAll(() => api.close());

  const follow = (member: TestMember, channelId: number) =>
    api.call('POST', '/api/my/follows', { body: { channelId }, headers: member.headers });
  const followed = async (member: TestMember) => (await get(api, member, '/api/my/follows')).body.items as Card[];
  const enter = async (channelId: number) => {
    const viewer = await joinAs(api.url, null, String(channelId));
    inRooms.push(viewer);
    return viewer;
  };

  test('a followed live channel says what its room says at once, not when the count is next written', async () => {
    const [member, streamer] = [await newMember(api), await newMember(api, { channel: { live: true } })];
    const channelId = streamer.channelId!;
    expect((await follow(member, channelId)).status).toBe(200);
    const viewer = await enter(channelId);
    expect(viewer.joined).toMatchObject({ viewers: 1 });
    expect(await followed(member)).toEqual([expect.objectContaining({ channelId, isLive: true, viewerCount: 1 })]);

    expect(await request(viewer.socket, 'leave', { room: String(channelId) })).toMatchObject({ ok: true });
    expect(await followed(member)).toEqual([expect.objectContaining({ channelId, viewerCount: 0 })]);
  });

  test('followed live channels read most viewers first by the counts they show', async () => {
    const member = await newMember(api);
    const [crowded, quiet] = [
      await newMember(api, { channel: { live: true } }),
      await newMember(api, { channel: { live: true } }),
    ];
    // Nobody is in this room: its stored count is what the list has, and it is ahead of the
    // crowded room's until the next write.
    await api.database.db.update(channels).set({ viewerCount: 1 }).where(eq(channels.channelId, quiet.channelId!));
    for (const streamer of [crowded, quiet]) await follow(member, streamer.channelId!);
    await enter(crowded.channelId!);
    await enter(crowded.channelId!);

    expect((await followed(member)).map(({ channelId, viewerCount }) => ({ channelId, viewerCount }))).toEqual([
      { channelId: crowded.channelId, viewerCount: 2 },
      { channelId: quiet.channelId, viewerCount: 1 },
    ]);
  });
});
