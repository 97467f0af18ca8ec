import { eq } from 'drizzle-orm';
import { testDatabaseTargets } from '@onair/db/testing';
import { DEMO_ACCOUNTS, DEMO_STREAMERS, channels, members, partners } from '@onair/db';
import { startTestApi, type TestApi } from '../../testing/test-api';

describe.each(testDatabaseTargets('pglite'))('guest group on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api.close());

  test('a free login ID answers ok and a taken one exists', async () => {
    expect(await api.get('/api/guest/loginId/brandnew01')).toEqual({ status: 200, body: { msg: 'ok' } });
    expect(await api.get(`/api/guest/loginId/${DEMO_ACCOUNTS.viewer.loginId}`)).toEqual({ status: 200, body: { msg: 'exists' } });
  });

  test('a login ID that breaks the rule gets a 400 naming the field', async () => {
    for (const bad of ['ab', '123456789', 'UPPERCASE1', 'waytoolongloginid99']) {
      const { status, body } = await api.get(`/api/guest/loginId/${bad}`);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.errors[0]).toMatchObject({ field: 'id', in: 'path' });
      expect(body.message).toContain('id:');
    }
  });

  test('a taken nickname answers overlap, whatever its case', async () => {
    expect((await api.get(`/api/guest/nickname/${encodeURIComponent(DEMO_ACCOUNTS.viewer.nickname)}`)).body).toEqual({ msg: 'overlap' });
    expect((await api.get('/api/guest/nickname/%EC%83%88%EB%8B%89')).body).toEqual({ msg: 'ok' });
  });

  test('an unknown recommender answers notfound, a member ok', async () => {
    expect((await api.get('/api/guest/findRecommender/nobody0001')).body).toEqual({ msg: 'notfound' });
    expect((await api.get(`/api/guest/findRecommender/${DEMO_ACCOUNTS.streamer.loginId}`)).body).toEqual({ msg: 'ok' });
  });

  test('find-loginId answers ok for a member and notfound for unknown or withdrawn ones', async () => {
    expect((await api.get(`/api/guest/find-loginId/${DEMO_ACCOUNTS.viewer.loginId}`)).body).toEqual({ msg: 'ok' });
    expect((await api.get('/api/guest/find-loginId/nobody0001')).body).toEqual({ msg: 'notfound' });
    await api.database.db.update(members).set({ withdrawnAt: new Date() }).where(eq(members.loginId, 'demobj04'));
    expect((await api.get('/api/guest/find-loginId/demobj04')).body).toEqual({ msg: 'notfound' });
    expect((await api.get('/api/guest/findRecommender/demobj04')).body).toEqual({ msg: 'notfound' });
  });

  test('refcode answers ok only for an active partner', async () => {
    await api.database.db.insert(partners).values([
      { code: 'refpartner', name: 'Ref', appKey: 'app-ref', pinKeyHash: 'x'.repeat(64) },
      { code: 'gonepartner', name: 'Gone', appKey: 'app-gone', pinKeyHash: 'x'.repeat(64), active: false },
    ]);
    expect((await api.get('/api/guest/refcode/refpartner')).body).toEqual({ msg: 'ok' });
    expect((await api.get('/api/guest/refcode/gonepartner')).body).toEqual({ msg: 'notfound' });
    expect((await api.get('/api/guest/refcode/nosuchcode')).body).toEqual({ msg: 'notfound' });
  });

  test('channels list live ones first, most viewers first, 20 to a page by default', async () => {
    const { status, body } = await api.get('/api/guest/channels');
    expect(status).toBe(200);
    expect(body.size).toBe(20);
    expect(body.total).toBe(body.items.length);
    const liveFlags = body.items.map((channel: { isLive: boolean }) => channel.isLive);
    expect(liveFlags).toEqual([...liveFlags].sort((a, b) => Number(b) - Number(a)));
    const live = body.items.filter((channel: { isLive: boolean }) => channel.isLive);
    expect(live.length).toBeGreaterThan(0);
    expect(live[0].viewerCount).toBeGreaterThanOrEqual(live[live.length - 1].viewerCount);
  });

  test('paging and the live filter narrow the list', async () => {
    const first = await api.get('/api/guest/channels?size=1&page=1');
    const second = await api.get('/api/guest/channels?size=1&page=2');
    expect(first.body.items).toHaveLength(1);
    expect(second.body.items[0].channelId).not.toBe(first.body.items[0].channelId);
    const offline = await api.get('/api/guest/channels?live=false');
    expect(offline.body.items.every((channel: { isLive: boolean }) => !channel.isLive)).toBe(true);
  });

  test("channels list only the request brand's channels: a channel belongs to its owner's brand", async () => {
    const [owner] = await api.database.db
      .insert(members)
      .values({ loginId: 'mintowner01', nickname: '민트방장', brand: 'mint' })
      .returning({ memberId: members.memberId });
    const [mintChannel] = await api.database.db
      .insert(channels)
      .values({ ownerMemberId: owner?.memberId ?? 0, name: '민트 채널', isLive: true, viewerCount: 99_999 })
      .returning({ channelId: channels.channelId });
    const ids = (body: { items: Array<{ channelId: number }> }) => body.items.map((channel) => channel.channelId);
    const onair = await api.get('/api/guest/channels?size=100');
    expect(ids(onair.body)).not.toContain(mintChannel?.channelId);
    expect(onair.body.total).toBe(onair.body.items.length);
    const mint = await api.get('/api/guest/channels', { 'x-site-code': 'mint' });
    // The new channel (most viewers) first, then the demo seed's own mint channels, and nothing else.
    const mintOwners = ['민트방장', ...DEMO_STREAMERS.filter((streamer) => streamer.brand === 'mint').map((streamer) => streamer.nickname)];
    expect(mint.body.items[0]).toMatchObject({ channelId: mintChannel?.channelId, name: '민트 채널', ownerNickname: '민트방장' });
    expect(mint.body.items.map((channel: { ownerNickname: string }) => channel.ownerNickname).sort()).toEqual([...mintOwners].sort());
    expect(mint.body.total).toBe(mintOwners.length);
  });

  test('a bad page size is a 400 naming the field, never a 500', async () => {
    for (const query of ['size=abc', 'size=0', 'size=500', 'page=-1']) {
      const { status, body } = await api.get(`/api/guest/channels?${query}`);
      expect(status).toBe(400);
      expect(body.errors[0].field).toBe(query.split('=')[0]);
      expect(body.errors[0].in).toBe('query');
    }
  });
});
