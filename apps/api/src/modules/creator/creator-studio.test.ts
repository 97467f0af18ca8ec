import { eq, sql } from 'drizzle-orm';
import { STREAM_MESSAGES } from '@onair/contracts';
import { broadcasts, channelViewerSamples, gifts, streamKeys } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../platform/ledger/accounts';
import {
  fund,
  get,
  newMember,
  post,
  startMoneyApi,
  type MoneyApi,
  type TestMember,
} from '../money/testing/money-test-kit';

/**
 * The studio's figures against known activity: two viewers send gifts (1000 + 500 and 300 in the
 * last hour, 200 forty days ago), one subscribes for a month, both follow; the broadcast of the last
 * hour had 10, 20 and 30 viewers in three sampled minutes. onair keeps 20% commission.
 */
describe.each(testDatabaseTargets('pglite'))('creator studio on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let other: TestMember;
  let mintOwner: TestMember;
  let fan: TestMember;
  let regular: TestMember;
  let channelId: number;

  const studio = (member: TestMember | null, path: string) => get(api, member, `/api/my/studio/${channelId}${path}`);

  beforeAll(async () => {
    api = await startMoneyApi(target);
    owner = await newMember(api, { channel: { live: true } });
    channelId = owner.channelId ?? 0;
    other = await newMember(api, { channel: {} });
    mintOwner = await newMember(api, { brand: 'mint', channel: {} });
    fan = await newMember(api);
    regular = await newMember(api);
    await fund(api, walletOf(fan.memberId, 'onair'), 2000);
    await fund(api, walletOf(regular.memberId, 'onair'), 5000);
    const db = api.database.db;
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db.execute(
      sql`update channels set live_started_at = ${hourAgo.toISOString()}::timestamptz where channel_id = ${channelId}`,
    );
    const [key] = await db
      .insert(streamKeys)
      .values({ channelId, keyHash: `h${channelId}`.padEnd(64, '0'), keyPrefix: 'test' })
      .returning();
    await db
      .insert(broadcasts)
      .values({ channelId, streamKeyId: key?.streamKeyId ?? 0, mediaNode: 'test', startedAt: hourAgo });
    const minute = (ago: number) => new Date(Math.floor((Date.now() - ago * 60_000) / 60_000) * 60_000);
    await db.insert(channelViewerSamples).values([
      { channelId, at: minute(30), viewers: 10 },
      { channelId, at: minute(20), viewers: 20 },
      { channelId, at: minute(10), viewers: 30 },
    ]);

    for (const [member, amount] of [
      [fan, 1000],
      [fan, 500],
      [regular, 300],
      [regular, 200],
    ] as const) {
      const sent = await post(api, member, '/api/luv/gift', { channelId, amount, message: `선물 ${amount}` });
      expect(sent.status).toBe(200);
    }
    // The 200 was sent forty days ago: in the 90-day figures, not the 7-day ones nor this broadcast's.
    await db
      .update(gifts)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(gifts.amount, 200));
    expect((await post(api, regular, '/api/my/subscriptions', { channelId, plan: 'oneMonth' })).status).toBe(201);
    for (const member of [fan, regular]) {
      expect((await api.call('POST', '/api/my/follows', { body: { channelId }, headers: member.headers })).status).toBe(
        200,
      );
    }
  });
  afterAll(() => api.close(), 30_000);

  test.each(['/live', '/broadcasts', '/analytics?days=7', '/overlay'])(
    '%s: only the owner; another member 403, another brand 404, a visitor 401',
    async (path) => {
      expect((await studio(owner, path)).status).toBe(200);
      expect((await studio(other, path)).status).toBe(403);
      expect((await studio(mintOwner, path)).status).toBe(404);
      expect((await studio(null, path)).status).toBe(401);
    },
  );

  test('the 7-day analytics reconcile with the gifts, subscription and follows', async () => {
    const { status, body } = await studio(owner, '/analytics?days=7');
    expect(status).toBe(200);
    expect(body.series).toHaveLength(7);
    expect(body.totals).toEqual({
      newFollowers: 2,
      followers: 2,
      giftAmount: 1800,
      giftWon: 1440,
      subscriptionAmount: 3300,
      subscriptionWon: 2640,
      peakViewers: 30,
    });
    // Summed over the days, not read from the last one: a run just after midnight in Korea puts the
    // samples of the last half hour on the day before.
    const days = body.series as {
      peakViewers: number;
      newFollowers: number;
      giftAmount: number;
      subscriptionAmount: number;
    }[];
    const total = (field: 'newFollowers' | 'giftAmount' | 'subscriptionAmount') =>
      days.reduce((sum, day) => sum + day[field], 0);
    expect({
      peakViewers: Math.max(...days.map((day) => day.peakViewers)),
      newFollowers: total('newFollowers'),
      giftAmount: total('giftAmount'),
      subscriptionAmount: total('subscriptionAmount'),
    }).toEqual({ peakViewers: 30, newFollowers: 2, giftAmount: 1800, subscriptionAmount: 3300 });
    expect(body.topGifters).toEqual([
      { memberId: fan.memberId, nickname: fan.nickname, amount: 1500, gifts: 2 },
      { memberId: regular.memberId, nickname: regular.nickname, amount: 300, gifts: 1 },
    ]);
  });

  test('the 90-day analytics include the gift of forty days ago; a period other than 7, 30 or 90 is a 400', async () => {
    const { body } = await studio(owner, '/analytics?days=90');
    expect(body.series).toHaveLength(90);
    expect(body.totals).toMatchObject({ giftAmount: 2000, giftWon: 1600 });
    expect(body.topGifters[1]).toMatchObject({ memberId: regular.memberId, amount: 500, gifts: 2 });
    expect((await studio(owner, '/analytics?days=8')).status).toBe(400);
  });

  test("the broadcast summary counts this broadcast's viewers, follows, gifts and subscription", async () => {
    const { body } = await studio(owner, '/broadcasts');
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      endedAt: null,
      peakViewers: 30,
      averageViewers: 20,
      watchMinutes: 60,
      newFollowers: 2,
      giftCount: 3,
      giftAmount: 1800,
      giftWon: 1440,
      subscriptionCount: 1,
      subscriptionAmount: 3300,
      subscriptionWon: 2640,
    });
  });

  test("the live view has this broadcast's minutes and the newest events", async () => {
    const { body } = await studio(owner, '/live');
    expect(body).toMatchObject({ isLive: true, channelId });
    expect(body.minutes.map((minute: { viewers: number }) => minute.viewers)).toEqual([10, 20, 30]);
    expect(body.recentEvents.map((event: { kind: string }) => event.kind).sort()).toEqual(
      ['follow', 'follow', 'gift', 'gift', 'gift', 'gift', 'subscription'].sort(),
    );
    expect(body.recentEvents).toContainEqual(
      expect.objectContaining({ kind: 'gift', nickname: fan.nickname, amount: 1000, message: '선물 1000' }),
    );
  });

  test('the overlay secret opens the public overlay; regenerating it makes the old URL a 404', async () => {
    const first = (await studio(owner, '/overlay')).body;
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const open = await get(api, null, `/api/guest/overlay/${first.secret}`);
    expect(open).toMatchObject({
      status: 200,
      body: { channelId, channelName: owner.channelName, goalProgress: 1800 },
    });

    const renewed = await api.call('POST', `/api/my/studio/${channelId}/overlay/secret`, { headers: owner.headers });
    expect(renewed.status).toBe(200);
    expect(renewed.body.secret).not.toBe(first.secret);
    const old = await get(api, null, `/api/guest/overlay/${first.secret}`);
    expect(old).toMatchObject({
      status: 404,
      body: { key: 'stream.overlayNotFound', message: STREAM_MESSAGES.overlayNotFound },
    });
    expect((await get(api, null, `/api/guest/overlay/${first.secret}/events`)).status).toBe(404);
    expect((await get(api, null, `/api/guest/overlay/${renewed.body.secret}`)).status).toBe(200);
    // Another brand's site does not serve the secret.
    expect((await get(api, null, `/api/guest/overlay/${renewed.body.secret}`, { 'x-site-code': 'mint' })).status).toBe(
      404,
    );
  });

  test.each(['nope', '%00', '..%2F..%2Fetc', 'a'.repeat(100), 'a'.repeat(101), "' or 1=1 --"])(
    'a bad secret %s is a 4xx, never a 5xx',
    async (secret) => {
      const page = await get(api, null, `/api/guest/overlay/${secret}`);
      expect(page.status).toBeGreaterThanOrEqual(400);
      expect(page.status).toBeLessThan(500);
      const events = await get(api, null, `/api/guest/overlay/${secret}/events`);
      expect(events.status).toBeGreaterThanOrEqual(400);
      expect(events.status).toBeLessThan(500);
    },
  );

  test('settings are saved for the owner and checked; the overlay reads them', async () => {
    const settings = {
      position: 'bottom',
      accentColour: '#00aa88',
      textColour: '#111111',
      minAlertAmount: 500,
      sound: true,
      speech: true,
      showChat: true,
      goalAmount: 10000,
      goalTitle: '새 마이크',
    };
    const saved = await api.call('PUT', `/api/my/studio/${channelId}/overlay`, {
      body: settings,
      headers: owner.headers,
    });
    expect(saved).toMatchObject({ status: 200, body: { settings } });
    const bad = await api.call('PUT', `/api/my/studio/${channelId}/overlay`, {
      body: { ...settings, accentColour: 'red' },
      headers: owner.headers,
    });
    expect(bad.status).toBe(400);
    expect(
      (await api.call('PUT', `/api/my/studio/${channelId}/overlay`, { body: settings, headers: other.headers })).status,
    ).toBe(403);
    const { body } = await studio(owner, '/overlay');
    expect((await get(api, null, `/api/guest/overlay/${body.secret}`)).body.settings).toEqual(settings);
  });

  test('the event stream sends a test alert, a real gift at or above the minimum only, and ends when the secret is replaced', async () => {
    const { body } = await studio(owner, '/overlay');
    const minimum = await api.call('PUT', `/api/my/studio/${channelId}/overlay`, {
      body: { ...body.settings, minAlertAmount: 500 },
      headers: owner.headers,
    });
    expect(minimum.status).toBe(200);
    await fund(api, walletOf(fan.memberId, 'onair'), 1000);
    const controller = new AbortController();
    const response = await fetch(`${api.url}/api/guest/overlay/${body.secret}/events`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    try {
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      const readUntil = async (pattern: RegExp) => {
        const deadline = Date.now() + 8000;
        while (!pattern.test(text) && Date.now() < deadline) {
          const chunk = await Promise.race([
            reader.read(),
            new Promise<{ done: true; value: undefined }>((resolve) =>
              setTimeout(() => resolve({ done: true, value: undefined }), deadline - Date.now()),
            ),
          ]);
          if (chunk.done) break;
          text += decoder.decode(chunk.value);
        }
        expect(text).toMatch(pattern);
      };
      await readUntil(/: open/);
      const fired = await api.call('POST', `/api/my/studio/${channelId}/overlay/test`, {
        body: { kind: 'gift' },
        headers: owner.headers,
      });
      expect(fired.body).toMatchObject({ kind: 'gift', test: true, amount: 1000 });
      await readUntil(/"test":true/);
      // The minimum is 500: the 100 shows no alert, the 700 does.
      expect((await post(api, fan, '/api/luv/gift', { channelId, amount: 100, message: '작은 선물' })).status).toBe(
        200,
      );
      expect((await post(api, fan, '/api/luv/gift', { channelId, amount: 700, message: '큰 선물' })).status).toBe(200);
      await readUntil(/큰 선물/);
      expect(text).not.toContain('작은 선물');
      await api.call('POST', `/api/my/studio/${channelId}/overlay/secret`, { headers: owner.headers });
      await readUntil(/"type":"revoked"/);
    } finally {
      controller.abort();
    }
  });
});
