/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { eq } from 'drizzle-orm';
import { channels, subscriptions } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { joinAs, type InRoom } from '../chat/testing/chat-members';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';

type Card = { channelId: number; isLive: boolean; viewerCount: number };

const countsOf = (items: Card[]) => items.map(({ channelId, viewerCount }) => ({ channelId, viewerCount }));

describe.each(testDatabaseTargets('pglite'))("viewer counts on the member's streams on $name", (target) => {
  let api: MoneyApi;
  let member: TestMember;
  let crowded: TestMember;
  let quiet: TestMember;
  const inRooms: InRoom[] = [];

  beforeAll(async () => {
    api = await startMoneyApi(target);
    member = await newMember(api);
    crowded = await newMember(api, { channel: { live: true } });
    quiet = await newMember(api, { channel: { live: true } });
    // Nobody is in this room: its stored count is what the lists have, and it is ahead of the
    // crowded room's until the next write.
    await api.database.db.update(channels).set({ viewerCount: 1 }).where(eq(channels.channelId, quiet.channelId!));
    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    for (const streamer of [crowded, quiet]) {
      const channelId = streamer.channelId!;
      await api.call('POST', '/api/my/follows', { body: { channelId }, headers: member.headers });
      await api.call('POST', '/api/my/streams/watch', { body: { channelId }, headers: member.headers });
      await api.database.db
        .insert(subscriptions)
        .values({ memberId: member.memberId, channelId, brand: 'onair', plan: 'oneMonth', state: 1, expiresAt });
    }
    const room = String(crowded.channelId);
    inRooms.push(await joinAs(api.url, null, room), await joinAs(api.url, null, room));
  });
  afterAll(async () => {
    for (const viewer of inRooms) viewer.socket.disconnect();
    await api.close();
  });

  const itemsOf = async (path: string) => (await get(api, member, path)).body.items as Card[];
  const byViewers = () => [
    { channelId: crowded.channelId, viewerCount: 2 },
    { channelId: quiet.channelId, viewerCount: 1 },
  ];

  test("live now and subscriptions show the rooms' counts at once, most viewers first", async () => {
    expect(countsOf(await itemsOf('/api/my/streams/present'))).toEqual(byViewers());
    expect(countsOf(await itemsOf('/api/my/streams/subscriptions'))).toEqual(byViewers());
    const main = (await get(api, member, '/api/my/view-main')).body as { present: Card[]; recent: Card[] };
    expect(countsOf(main.present)).toEqual(byViewers());
  });

  test("played and recent keep their order and show the rooms' counts", async () => {
    for (const path of ['/api/my/streams/played', '/api/my/streams/recent']) {
      const items = await itemsOf(path);
      expect(items.find((card) => card.channelId === crowded.channelId)).toMatchObject({ viewerCount: 2 });
      expect(items.find((card) => card.channelId === quiet.channelId)).toMatchObject({ viewerCount: 1 });
    }
    // Recent stays newest first (quiet was watched last), whatever the counts say.
    expect((await itemsOf('/api/my/streams/recent')).map((card) => card.channelId)).toEqual([
      quiet.channelId,
      crowded.channelId,
    ]);
    const main = (await get(api, member, '/api/my/view-main')).body as { recent: Card[] };
    expect(main.recent.find((card) => card.channelId === crowded.channelId)).toMatchObject({ viewerCount: 2 });
  });
});
