import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, CHANNEL_MESSAGES, FOLLOW_MESSAGES } from '@onair/contracts';
import { follows } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';

describe.each(testDatabaseTargets('pglite'))('follows on $name', (target) => {
  let api: MoneyApi;
  let viewer: TestMember;
  let live: TestMember;
  let offline: TestMember;
  let otherBrand: TestMember;

  const follow = (member: TestMember, channelId: number | null) =>
    api.call('POST', '/api/my/follows', { body: { channelId }, headers: member.headers });
  const unfollow = (member: TestMember, channelId: number | null) =>
    api.call('DELETE', `/api/my/follows/${channelId}`, { headers: member.headers });

  beforeAll(async () => {
    api = await startMoneyApi(target);
    viewer = await newMember(api);
    live = await newMember(api, { channel: { live: true } });
    offline = await newMember(api, { channel: { live: false } });
    otherBrand = await newMember(api, { brand: 'mint', channel: { live: true } });
  });
  afterAll(() => api.close());

  test('following answers the state and the count; following twice is still one row', async () => {
    const first = await follow(viewer, live.channelId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ channelId: live.channelId, following: true, followerCount: 1 });
    const second = await follow(viewer, live.channelId);
    expect(second.body).toEqual({ channelId: live.channelId, following: true, followerCount: 1 });
    const rows = await api.database.db
      .select()
      .from(follows)
      .where(and(eq(follows.memberId, viewer.memberId), eq(follows.channelId, live.channelId ?? 0)));
    expect(rows).toHaveLength(1);
  });

  test('the follower count is public, and the channel detail says whether the caller follows', async () => {
    expect((await get(api, null, `/api/guest/follower-count?channelId=${live.channelId}`)).body).toEqual({
      channelId: live.channelId,
      followerCount: 1,
    });
    const asViewer = await get(api, viewer, `/api/guest/channel/${live.channelId}`);
    expect(asViewer.body).toMatchObject({ followerCount: 1, following: true });
    const asVisitor = await get(api, null, `/api/guest/channel/${live.channelId}`);
    expect(asVisitor.body).toMatchObject({ followerCount: 1, following: false });
  });

  test('the followed list puts live channels first', async () => {
    await follow(viewer, offline.channelId);
    const { status, body } = await get(api, viewer, '/api/my/follows');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, size: 20, total: 2 });
    expect(body.items.map((channel: { channelId: number }) => channel.channelId)).toEqual([live.channelId, offline.channelId]);
    expect(body.items[0]).toMatchObject({ isLive: true, ownerNickname: live.nickname, name: live.channelName });
  });

  test('unfollowing removes the follow, and unfollowing again changes nothing', async () => {
    expect((await unfollow(viewer, offline.channelId)).body).toEqual({ channelId: offline.channelId, following: false, followerCount: 0 });
    expect((await unfollow(viewer, offline.channelId)).body).toEqual({ channelId: offline.channelId, following: false, followerCount: 0 });
    expect((await get(api, viewer, '/api/my/follows')).body.total).toBe(1);
  });

  test('following your own channel is refused', async () => {
    const { status, body } = await follow(live, live.channelId);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message: FOLLOW_MESSAGES.ownChannel });
  });

  test("another brand's channel, or an unknown one, is not found", async () => {
    for (const channelId of [otherBrand.channelId, 999_999]) {
      const { status, body } = await follow(viewer, channelId);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND', message: CHANNEL_MESSAGES.notFound });
      expect((await unfollow(viewer, channelId)).status).toBe(404);
    }
    expect((await get(api, null, `/api/guest/follower-count?channelId=${otherBrand.channelId}`)).status).toBe(404);
  });

  test("the followed list holds only the request brand's channels", async () => {
    const mintViewer = await newMember(api, { brand: 'mint' });
    expect((await follow(mintViewer, otherBrand.channelId)).status).toBe(200);
    expect((await follow(mintViewer, live.channelId)).status).toBe(404);
    const { body } = await get(api, mintViewer, '/api/my/follows');
    expect(body.items.map((channel: { channelId: number }) => channel.channelId)).toEqual([otherBrand.channelId]);
  });

  test('visitors are refused with 401, and a bad channel id with 400', async () => {
    const visitor = await api.call('POST', '/api/my/follows', { body: { channelId: live.channelId } });
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe(AUTH_MESSAGES.invalidToken);
    expect((await api.call('DELETE', `/api/my/follows/${live.channelId}`)).status).toBe(401);
    expect((await get(api, null, '/api/my/follows')).status).toBe(401);
    expect((await follow(viewer, null)).status).toBe(400);
    expect((await unfollow(viewer, 'abc' as unknown as number)).status).toBe(400);
  });
});
