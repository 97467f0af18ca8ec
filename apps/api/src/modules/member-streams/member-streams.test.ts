import { AUTH_MESSAGES, CHANNEL_MESSAGES } from '@onair/contracts';
import { subscriptions } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

const idsOf = (body: { items: Array<{ channelId: number }> }) => body.items.map((channel) => channel.channelId);

describe.each(testDatabaseTargets('pglite'))("the member's streams on $name", (target) => {
  let api: MoneyApi;
  let viewer: TestMember;
  let liveA: TestMember;
  let liveB: TestMember;
  let offline: TestMember;
  let mintLive: TestMember;

  const watch = (member: TestMember, channelId: number | null) =>
    api.call('POST', '/api/my/streams/watch', { body: { channelId }, headers: member.headers });
  const follow = (member: TestMember, channelId: number | null) =>
    api.call('POST', '/api/my/follows', { body: { channelId }, headers: member.headers });

  beforeAll(async () => {
    api = await startMoneyApi(target);
    viewer = await newMember(api);
    liveA = await newMember(api, { channel: { live: true } });
    liveB = await newMember(api, { channel: { live: true } });
    offline = await newMember(api, { channel: { live: false } });
    mintLive = await newMember(api, { brand: 'mint', channel: { live: true } });
  });
  afterAll(() => api.close());

  test('watching records a count and a time; watching again counts up', async () => {
    const first = await watch(viewer, offline.channelId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ channelId: offline.channelId, watchCount: 1, lastWatchedAt: expect.any(String) });
    const second = await watch(viewer, offline.channelId);
    expect(second.body.watchCount).toBe(2);
    expect(Date.parse(second.body.lastWatchedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.lastWatchedAt));
    await watch(viewer, offline.channelId);
    // Recent orders by time: keep the two watches apart even on a fast machine.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await watch(viewer, liveA.channelId);
  });

  test('recent is newest first, played is most watched first', async () => {
    const recent = await get(api, viewer, '/api/my/streams/recent');
    expect(recent.status).toBe(200);
    expect(recent.body).toMatchObject({ page: 1, size: 20, total: 2 });
    expect(idsOf(recent.body)).toEqual([liveA.channelId, offline.channelId]);
    expect(recent.body.items[0]).toMatchObject({ watchCount: 1, isLive: true, ownerNickname: liveA.nickname });
    const played = await get(api, viewer, '/api/my/streams/played');
    expect(idsOf(played.body)).toEqual([offline.channelId, liveA.channelId]);
    expect(played.body.items[0].watchCount).toBe(3);
  });

  test('present holds only followed channels that are live now', async () => {
    await follow(viewer, liveB.channelId);
    await follow(viewer, offline.channelId);
    const { body } = await get(api, viewer, '/api/my/streams/present');
    expect(idsOf(body)).toEqual([liveB.channelId]);
    expect(body.total).toBe(1);
  });

  test('subscriptions holds channels subscribed now, not expired ones', async () => {
    const now = new Date();
    await api.database.db.insert(subscriptions).values([
      { memberId: viewer.memberId, channelId: liveA.channelId ?? 0, brand: 'onair', plan: 'oneMonth', state: 1, expiresAt: addDays(now, 30) },
      { memberId: viewer.memberId, channelId: offline.channelId ?? 0, brand: 'onair', plan: 'oneMonth', state: 3, expiresAt: addDays(now, -1) },
    ]);
    const { status, body } = await get(api, viewer, '/api/my/streams/subscriptions');
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([liveA.channelId]);
  });

  test('view-main answers present, recent and the unread message count in one call', async () => {
    await api.call('POST', '/api/my/messages', { body: { loginId: viewer.loginId, content: '놀러 오세요' }, headers: liveA.headers });
    const { status, body } = await get(api, viewer, '/api/my/view-main');
    expect(status).toBe(200);
    expect(idsOf({ items: body.present })).toEqual([liveB.channelId]);
    expect(idsOf({ items: body.recent })).toEqual([liveA.channelId, offline.channelId]);
    expect(body.unreadMessages).toBe(1);
  });

  test("another brand's channel is not found, and other brands' lists stay apart", async () => {
    for (const channelId of [mintLive.channelId, 999_999]) {
      const { status, body } = await watch(viewer, channelId);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND', message: CHANNEL_MESSAGES.notFound });
    }
    const mintViewer = await newMember(api, { brand: 'mint' });
    expect((await watch(mintViewer, mintLive.channelId)).status).toBe(200);
    expect(idsOf((await get(api, mintViewer, '/api/my/streams/recent')).body)).toEqual([mintLive.channelId]);
    expect(idsOf((await get(api, viewer, '/api/my/streams/recent')).body)).not.toContain(mintLive.channelId);
  });

  test('visitors are refused with 401, and a bad body or page with 400', async () => {
    for (const path of ['present', 'played', 'recent', 'subscriptions']) {
      const { status, body } = await get(api, null, `/api/my/streams/${path}`);
      expect(status).toBe(401);
      expect(body.message).toBe(AUTH_MESSAGES.invalidToken);
    }
    expect((await get(api, null, '/api/my/view-main')).status).toBe(401);
    expect((await api.call('POST', '/api/my/streams/watch', { body: { channelId: liveA.channelId } })).status).toBe(401);
    expect((await watch(viewer, null)).status).toBe(400);
    expect((await get(api, viewer, '/api/my/streams/recent?size=0')).status).toBe(400);
  });
});
