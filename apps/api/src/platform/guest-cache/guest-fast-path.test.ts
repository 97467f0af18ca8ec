import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getBrand } from '@onair/brand';
import { COOKIE_NAMES } from '@onair/contracts';
import { channels, follows, openDatabase, type DatabaseHandle } from '@onair/db';
import { buildApp } from '../../app';
import { insertMember, openSharedDatabase } from '../../modules/chat/testing/chat-cluster-kit';
import type { TestMember } from '../../modules/money/testing/money-test-kit';
import { readConfig } from '../config/config';
import { settingsFromConfig } from '../config/settings';
import { presentsSession } from './guest-fast-path';
import { TEST_SERVER_OPTIONS } from '../../testing/test-server-options';

/**
 * A staleness far longer than any of these tests: every copy read here is still fresh when asked
 * again, so what each caller gets is decided by who asks, never by the clock.
 */
const LONG_STALE_MS = 10 * 60_000;

const SKIP = process.env['DATABASE_URL'] ? null : 'skipped: the guest fast path test needs DATABASE_URL (PostgreSQL)';
const describeFastPath = SKIP ? describe.skip : describe;
if (SKIP) console.warn(SKIP);

describe('who presents a session', () => {
  it('any Authorization header or session cookie, valid or not; other cookies are a guest', () => {
    expect(presentsSession({})).toBe(false);
    expect(presentsSession({ cookie: `${COOKIE_NAMES.clientId}=abc; ${COOKIE_NAMES.locale}=ko` })).toBe(false);
    expect(presentsSession({ authorization: 'Bearer x' })).toBe(true);
    for (const name of [COOKIE_NAMES.accessToken, COOKIE_NAMES.fallbackAccessToken, COOKIE_NAMES.refreshToken]) {
      expect(presentsSession({ cookie: `${COOKIE_NAMES.clientId}=abc; ${name}=anything` })).toBe(true);
    }
  });
});

describeFastPath('guest reads answered from a kept copy before the route', () => {
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let url: string;
  let streamer: TestMember;
  let channelId: number;

  beforeAll(async () => {
    shared = await openSharedDatabase();
    database = await openDatabase({ url: shared.url, poolSize: 4 });
    const settings = { ...settingsFromConfig(readConfig({ NODE_ENV: 'test' })), guestCacheMs: LONG_STALE_MS };
    app = await buildApp({ database, cacheKind: 'memory', defaultBrand: getBrand('onair'), settings }, TEST_SERVER_OPTIONS);
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    streamer = await insertMember(shared.admin, { channel: true });
    channelId = streamer.channelId as number;
    await shared.admin.db
      .update(channels)
      .set({ player: 'HLS', liveTitle: '방송', viewerCount: 99_999 })
      .where(eq(channels.channelId, channelId));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await shared?.close();
  });

  const rename = (id: number, name: string) =>
    shared.admin.db.update(channels).set({ name }).where(eq(channels.channelId, id));
  const paths = (id: number) => [`/api/guest/channel-profile/${id}`, `/api/guest/channel/${id}`];
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${url}${path}`, { headers });
  const nameOf = async (path: string, headers: Record<string, string> = {}) => {
    const response = await get(path, headers);
    return response.status === 200 ? ((await response.json()) as { name: string }).name : response.status;
  };
  const countOf = async (route: string) => {
    const text = await (await get('/metrics')).text();
    const line = text
      .split('\n')
      .find((row) => row.startsWith(`onair_http_requests_total{method="GET",route="${route}",status="200"}`));
    return Number(line?.split(' ').pop() ?? 0);
  };

  it('a guest asking again gets the very answer the route gave, with its request id, counted as the route', async () => {
    const path = `/api/guest/channel-profile/${channelId}`;
    const first = await get(path);
    const before = await countOf('/api/guest/channel-profile/:channelId');
    const again = await get(path, { 'x-request-id': 'front-1234' });
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect([...again.headers.keys()].sort()).toEqual([...first.headers.keys()].sort());
    expect(again.headers.get('x-request-id')).toBe('front-1234');
    expect(await countOf('/api/guest/channel-profile/:channelId')).toBe(before + 1);
  });

  it('a signed-in caller never gets the guest copy: their own answer, read anew', async () => {
    const fan = await insertMember(shared.admin);
    await shared.admin.db.insert(follows).values({ memberId: fan.memberId, channelId });
    await rename(channelId, '손님 사본');
    // Guest copies of both pages, still fresh after the next rename.
    for (const path of paths(channelId)) await get(path);
    await rename(channelId, '새 이름');
    const token = (fan.headers.authorization ?? '').slice('Bearer '.length);
    for (const headers of [fan.headers, { cookie: `${COOKIE_NAMES.accessToken}=${token}` }]) {
      const detail = (await (await get(`/api/guest/channel/${channelId}`, headers)).json()) as {
        name: string;
        following: boolean;
      };
      expect([detail.name, detail.following]).toEqual(['새 이름', true]);
    }
    // The guests' copy is still there, so the signed-in answers did not come from a lack of one.
    expect(await nameOf(`/api/guest/channel/${channelId}`)).toBe('손님 사본');
  });

  it('another brand never gets the copy: the channel is not there', async () => {
    for (const path of paths(channelId)) {
      expect((await get(path)).status).toBe(200);
      expect(await nameOf(path, { 'x-site-code': 'mint' })).toBe(404);
    }
  });

  it('adult and password rooms are never answered from a copy: each guest read shows a change at once', async () => {
    const adult = await insertMember(shared.admin, { channel: true });
    const locked = await insertMember(shared.admin, { channel: true });
    await shared.admin.db
      .update(channels)
      .set({ player: 'HLS', adult: true })
      .where(eq(channels.channelId, adult.channelId as number));
    await shared.admin.db
      .update(channels)
      .set({ player: 'HLS', roomPasswordHash: 'not-a-real-hash' })
      .where(eq(channels.channelId, locked.channelId as number));
    for (const room of [adult, locked]) {
      const id = room.channelId as number;
      for (const name of ['첫째', '둘째', '셋째']) {
        await rename(id, name);
        const detail = (await (await get(`/api/guest/channel/${id}`)).json()) as { name: string; stream: unknown };
        expect([detail.name, detail.stream]).toEqual([name, null]);
      }
    }
  });

  it("a brand's maintenance window refuses its guests even where a copy would answer", async () => {
    const path = `/api/guest/channel-profile/${channelId}`;
    expect((await get(path)).status).toBe(200);
    await app.maintenance.store.replace(
      'onair',
      { startAt: new Date(Date.now() - 60_000), endAt: new Date(Date.now() + 60_000), reason: 'test' },
      {},
    );
    app.maintenance.lookup.forget();
    try {
      expect((await get(path)).status).toBe(503);
      expect((await get(path, { 'x-site-code': 'mint' })).status).toBe(404);
    } finally {
      await app.maintenance.store.clear('onair');
      app.maintenance.lookup.forget();
    }
    expect((await get(path)).status).toBe(200);
  });
});
