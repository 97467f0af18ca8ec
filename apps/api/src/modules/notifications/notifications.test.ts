import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FOLLOW_MESSAGES, SUBSCRIPTION_STATE } from '@onair/contracts';
import { channels, follows, pushSubscriptions, subscriptions } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
// The real sandbox plays the push service over HTTP; no other project imports it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildSandboxApp } from '../../../../sandbox/src/app';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { MEDIA_ROUTES, MEDIA_SECRET_HEADER } from '../streams/index';
import { remindRenewals } from './renewal-reminders';
import { testBrowserPush } from './testing/test-browser-push';

const SECRET = 'test-media-secret-0123456789';

const until = async (check: () => Promise<boolean>, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

type Item = {
  kind: string;
  channelId: number | null;
  name: string;
  title: string;
  read: boolean;
  notificationId: number;
};

describe.each(testDatabaseTargets('pglite'))('notifications on $name', (target) => {
  let api: MoneyApi;
  let sandbox: FastifyInstance;
  let sandboxUrl: string;
  let streamer: TestMember;
  let bellOn: TestMember;
  let bellOff: TestMember;
  let globalOff: TestMember;
  let otherBrand: TestMember;
  let stranger: TestMember;

  const list = async (member: TestMember) =>
    (await get(api, member, '/api/my/notifications')).body as { items: Item[]; unread: number };
  const follow = (member: TestMember) =>
    api.call('POST', '/api/my/follows', { body: { channelId: streamer.channelId }, headers: member.headers });
  const media = (path: string, body: unknown) =>
    api.call('POST', path, { body, headers: { [MEDIA_SECRET_HEADER]: SECRET } });
  const received = async (id: string) =>
    (
      (await (await fetch(`${sandboxUrl}/push/received/${id}`)).json()) as {
        messages: { body: string; ttl: number; urgency: string }[];
      }
    ).messages;

  beforeAll(async () => {
    sandbox = buildSandboxApp();
    sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    api = await startMoneyApi(target, {
      settings: (settings) => ({ ...settings, media: { ...settings.media, sharedSecret: SECRET } }),
    });
    streamer = await newMember(api, { channel: {} });
    [bellOn, bellOff, globalOff, stranger] = await Promise.all([
      newMember(api),
      newMember(api),
      newMember(api),
      newMember(api),
    ]);
    otherBrand = await newMember(api, { brand: 'mint' });
    for (const member of [bellOn, bellOff, globalOff]) expect((await follow(member)).status).toBe(200);
  });
  afterAll(async () => {
    await api.close();
    await sandbox.close();
  });

  test('a followed channel going live tells only followers whose bell and setting are on, and pushes to their browsers', async () => {
    const off = await api.call('PUT', `/api/my/follows/${streamer.channelId}/notify`, {
      body: { notifyLive: false },
      headers: bellOff.headers,
    });
    expect(off.body).toEqual({ channelId: streamer.channelId, notifyLive: false });
    expect((await get(api, bellOff, '/api/my/follows')).body.items[0]).toMatchObject({
      channelId: streamer.channelId,
      notifyLive: false,
    });
    expect(
      (await api.call('PUT', '/api/my/setting', { body: { notifyLive: false }, headers: globalOff.headers })).status,
    ).toBe(200);
    // A member of another brand whose row points at this channel (it cannot be made through the API) is never told.
    await api.database.db.insert(follows).values({ memberId: otherBrand.memberId, channelId: streamer.channelId ?? 0 });

    const browser = testBrowserPush();
    const liveEndpoint = `${sandboxUrl}/push/send/browser-${bellOn.memberId}`;
    const goneEndpoint = `${sandboxUrl}/push/send/gone-${bellOn.memberId}`;
    await api.database.db.insert(pushSubscriptions).values([
      { endpoint: liveEndpoint, memberId: bellOn.memberId, ...browser.keys },
      { endpoint: goneEndpoint, memberId: bellOn.memberId, ...browser.keys },
    ]);

    const key = (await api.call('POST', '/api/my/stream-key', { headers: streamer.headers })).body.streamKey as string;
    expect((await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-a' })).body).toMatchObject({ allowed: true });

    await until(async () => (await list(bellOn)).unread === 1);
    const told = await list(bellOn);
    expect(told.items).toEqual([
      expect.objectContaining({ kind: 'live', channelId: streamer.channelId, name: streamer.channelName, read: false }),
    ]);
    for (const member of [bellOff, globalOff, otherBrand, stranger, streamer])
      expect((await list(member)).items).toEqual([]);

    // The push service got one encrypted message; only the browser's keys open it.
    await until(async () => (await received(`browser-${bellOn.memberId}`)).length === 1);
    const [message] = await received(`browser-${bellOn.memberId}`);
    expect(message).toMatchObject({ ttl: 3600, urgency: 'high' });
    expect(JSON.parse(browser.decrypt(Buffer.from(message?.body ?? '', 'base64')))).toEqual({
      title: `${streamer.channelName} 방송 시작`,
      body: streamer.channelName,
      url: `/live/${streamer.channelId}`,
      tag: `live-${streamer.channelId}`,
    });
    // The expired subscription (410) is forgotten; the good one stays.
    await until(
      async () =>
        (await api.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, goneEndpoint)))
          .length === 0,
    );
    const left = await api.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, bellOn.memberId));
    expect(left.map((row) => row.endpoint)).toEqual([liveEndpoint]);

    // The same broadcast announced again (a reconciliation, another node) tells nobody twice.
    const [again] = await api.database.db
      .select({ startedAt: channels.liveStartedAt })
      .from(channels)
      .where(eq(channels.channelId, streamer.channelId ?? 0));
    api.app.channelEvents.publish({
      channelId: streamer.channelId ?? 0,
      live: true,
      title: 'again',
      startedAt: again?.startedAt?.toISOString() ?? '',
    });
    await api.app.notifier?.idle();
    expect((await list(bellOn)).items).toHaveLength(1);
  });

  test('marking read clears the unread count, up to the given one', async () => {
    await api.call('POST', '/api/my/messages', {
      body: { loginId: bellOn.loginId, content: '안녕하세요' },
      headers: stranger.headers,
    });
    await until(async () => (await list(bellOn)).unread === 2);
    const { items } = await list(bellOn);
    expect(items[0]).toMatchObject({ kind: 'message', name: stranger.nickname, channelId: null, read: false });
    const older = items[1]?.notificationId ?? 0;
    const partly = await api.call('POST', '/api/my/notifications/read', {
      body: { upTo: older },
      headers: bellOn.headers,
    });
    expect(partly.body.unread).toBe(1);
    const all = await api.call('POST', '/api/my/notifications/read', { body: {}, headers: bellOn.headers });
    expect(all.body).toMatchObject({ unread: 0 });
    expect(all.body.items.every((item: Item) => item.read)).toBe(true);
    // Another member's read changes nothing of theirs.
    expect((await list(stranger)).items).toEqual([]);
  });

  test('a subscription renewing within 3 days is reminded once; a cancelled or distant one is not', async () => {
    const now = new Date();
    const inDays = (days: number) => new Date(now.getTime() + days * 24 * 3600 * 1000);
    const [soon, far, cancelled] = [await newMember(api), await newMember(api), await newMember(api)];
    const row = (member: TestMember, expiresAt: Date, state: number = SUBSCRIPTION_STATE.subscribed) => ({
      memberId: member.memberId,
      channelId: streamer.channelId ?? 0,
      brand: 'onair',
      plan: 'month',
      state,
      expiresAt,
    });
    await api.database.db
      .insert(subscriptions)
      .values([
        row(soon, inDays(2)),
        row(far, inDays(10)),
        row(cancelled, inDays(1), SUBSCRIPTION_STATE.renewalCancelled),
      ]);
    expect(await remindRenewals(api.database.db, now)).toBe(1);
    expect(await remindRenewals(api.database.db, now)).toBe(0);
    expect((await list(soon)).items).toEqual([
      expect.objectContaining({
        kind: 'renewal',
        channelId: streamer.channelId,
        name: streamer.channelName,
        read: false,
      }),
    ]);
    expect((await list(far)).items).toEqual([]);
    expect((await list(cancelled)).items).toEqual([]);
  });

  test('the per-channel bell needs a follow', async () => {
    const answer = await api.call('PUT', `/api/my/follows/${streamer.channelId}/notify`, {
      body: { notifyLive: true },
      headers: stranger.headers,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(FOLLOW_MESSAGES.notFollowing);
  });

  test('push subscriptions: visitors are refused, bad ones are 400, a good one is stored and removed', async () => {
    const good = { endpoint: 'https://push.example.com/send/abc', keys: testBrowserPush().keys };
    expect((await api.call('GET', '/api/my/notifications')).status).toBe(401);
    expect((await api.call('POST', '/api/my/push-subscriptions', { body: good })).status).toBe(401);
    for (const bad of [
      { ...good, endpoint: 'http://push.example.com/send/abc' },
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { p256dh: 'has spaces in it', auth: good.keys.auth } },
      { endpoint: good.endpoint },
    ]) {
      expect(
        (await api.call('POST', '/api/my/push-subscriptions', { body: bad, headers: stranger.headers })).status,
      ).toBe(400);
    }
    expect(
      (await api.call('POST', '/api/my/push-subscriptions', { body: good, headers: stranger.headers })).body,
    ).toEqual({ msg: 'ok' });
    const stored = () =>
      api.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, good.endpoint));
    expect((await stored())[0]).toMatchObject({ memberId: stranger.memberId, p256dh: good.keys.p256dh });
    // Someone else cannot remove it.
    await api.call('POST', '/api/my/push-subscriptions/remove', {
      body: { endpoint: good.endpoint },
      headers: bellOn.headers,
    });
    expect(await stored()).toHaveLength(1);
    await api.call('POST', '/api/my/push-subscriptions/remove', {
      body: { endpoint: good.endpoint },
      headers: stranger.headers,
    });
    expect(await stored()).toEqual([]);
    expect((await get(api, null, '/api/guest/push-key')).body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});
