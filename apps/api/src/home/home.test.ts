import { BRANDS } from '@onair/brand';
import { channels, follows, homeItems } from '@onair/db';
import { eq } from 'drizzle-orm';
import { testDatabaseTargets } from '@onair/db/testing';
import { SITE_CODE_HEADER } from '../plugins/brand';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { pincruxUrls } from './pincrux-config';

const HOUR = 3_600_000;
const mint = { [SITE_CODE_HEADER]: 'mint' };
const titlesOf = (body: { items: Array<{ title: string }> }) => body.items.map((item) => item.title);

describe.each(testDatabaseTargets())('home sections on $name', (target) => {
  let api: MoneyApi;
  let busy: TestMember;
  let quiet: TestMember;
  let followed: TestMember;
  let mintChannel: TestMember;

  beforeAll(async () => {
    api = await startMoneyApi(target);
    busy = await newMember(api, { channel: { live: true } });
    quiet = await newMember(api, { channel: { live: true } });
    followed = await newMember(api, { channel: { live: false } });
    mintChannel = await newMember(api, { brand: 'mint', channel: { live: true } });
    await api.database.db.update(channels).set({ viewerCount: 500 }).where(eq(channels.channelId, busy.channelId ?? 0));
    await api.database.db.update(channels).set({ viewerCount: 20 }).where(eq(channels.channelId, quiet.channelId ?? 0));
    const fan = await newMember(api);
    await api.database.db.insert(follows).values({ memberId: fan.memberId, channelId: followed.channelId ?? 0 });

    // Only this test's rows, so the demo rows do not blur what each section answers.
    await api.database.db.delete(homeItems);
    const now = Date.now();
    await api.database.db.insert(homeItems).values([
      { brand: 'onair', kind: 'banner', variant: 'classic', title: '두 번째 배너', position: 2, imageUrl: 'data:image/svg+xml,<svg/>' },
      { brand: 'onair', kind: 'banner', variant: 'classic', title: '첫 번째 배너', position: 1, linkUrl: '/event' },
      { brand: 'onair', kind: 'banner', variant: 'classic', title: '끝난 배너', position: 0, endsAt: new Date(now - HOUR) },
      { brand: 'onair', kind: 'banner', variant: 'classic', title: '예정 배너', position: 0, startsAt: new Date(now + HOUR) },
      { brand: 'onair', kind: 'banner', variant: 'classic', title: '꺼진 배너', position: 0, active: false },
      { brand: 'onair', kind: 'banner', variant: 'classic', title: '진행 중 배너', position: 3, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR) },
      { brand: 'onair', kind: 'banner', variant: 'newstyle', title: '새 배너', position: 1 },
      { brand: 'onair', kind: 'popup', title: '공지 팝업', body: '점검 안내', position: 1 },
      { brand: 'onair', kind: 'logo', title: '파트너 로고', position: 1 },
      { brand: 'mint', kind: 'banner', variant: 'classic', title: '민트 배너', position: 1 },
      {
        brand: 'onair',
        kind: 'theme',
        variant: 'PC',
        title: 'PC 추천',
        position: 1,
        channelIds: [quiet.channelId ?? 0, mintChannel.channelId ?? 0, 999_999, busy.channelId ?? 0],
      },
      { brand: 'onair', kind: 'theme', variant: 'APP', title: '앱 추천', position: 1, channelIds: [busy.channelId ?? 0] },
    ]);
  });
  afterAll(() => api.close());

  test('banners answer this brand’s rows showing now, in position order', async () => {
    const { status, body } = await get(api, null, '/api/guest/banners');
    expect(status).toBe(200);
    expect(titlesOf(body)).toEqual(['첫 번째 배너', '두 번째 배너', '진행 중 배너']);
    expect(body.items[0]).toEqual({ itemId: expect.any(Number), title: '첫 번째 배너', body: '', imageUrl: null, linkUrl: '/event' });
    expect(body.items[1].imageUrl).toBe('data:image/svg+xml,<svg/>');
    expect(titlesOf((await get(api, null, '/api/guest/banners', mint)).body)).toEqual(['민트 배너']);
  });

  test('new-style banners, popups and logos each answer their own kind', async () => {
    expect(titlesOf((await get(api, null, '/api/guest/banners-newstyle')).body)).toEqual(['새 배너']);
    const popups = (await get(api, null, '/api/guest/popups')).body;
    expect(popups.items).toEqual([expect.objectContaining({ title: '공지 팝업', body: '점검 안내' })]);
    expect(titlesOf((await get(api, null, '/api/guest/logo-list')).body)).toEqual(['파트너 로고']);
    expect((await get(api, null, '/api/guest/popups', mint)).body).toEqual({ items: [] });
  });

  test('themes answer channel summaries in the given order, without other brands’ or unknown channels', async () => {
    const { status, body } = await get(api, null, '/api/guest/themes?device=PC');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ themeId: expect.any(Number), title: 'PC 추천' });
    expect(body.items[0].channels.map((channel: { channelId: number }) => channel.channelId)).toEqual([quiet.channelId, busy.channelId]);
    expect(body.items[0].channels[1]).toMatchObject({ ownerNickname: busy.nickname, isLive: true, viewerCount: 500 });
    expect(titlesOf((await get(api, null, '/api/guest/themes?device=APP')).body)).toEqual(['앱 추천']);
    expect((await get(api, null, '/api/guest/themes?device=MOBILE_WEB')).body).toEqual({ items: [] });
  });

  test('themes need a known device', async () => {
    for (const query of ['', '?device=TV']) {
      const { status, body } = await get(api, null, `/api/guest/themes${query}`);
      expect(status).toBe(400);
      expect(body.errors[0]).toMatchObject({ field: 'device', in: 'query' });
    }
  });

  test('suggestions are live channels by viewers, then the most followed, of this brand only', async () => {
    const { body } = await get(api, null, '/api/guest/suggestion-list?size=100');
    const ids = body.items.map((channel: { channelId: number }) => channel.channelId);
    expect(ids.indexOf(busy.channelId)).toBeLessThan(ids.indexOf(quiet.channelId));
    const offline = body.items.filter((channel: { isLive: boolean }) => !channel.isLive);
    expect(offline[0].channelId).toBe(followed.channelId);
    expect(ids).not.toContain(mintChannel.channelId);
    expect((await get(api, null, '/api/guest/suggestion-list?size=2')).body.items).toHaveLength(2);
    const mintIds = (await get(api, null, '/api/guest/suggestion-list', mint)).body.items.map((channel: { channelId: number }) => channel.channelId);
    // Mint's own channels only (the new one and the demo seed's), none of onair's.
    expect(mintIds).toContain(mintChannel.channelId);
    for (const onairChannel of [busy, quiet, followed]) expect(mintIds).not.toContain(onairChannel.channelId);
  });

  test('channeling-switching answers the other brand services', async () => {
    const { status, body } = await get(api, null, '/api/guest/channeling-switching');
    expect(status).toBe(200);
    expect(body.current).toBe('onair');
    expect(body.services).toEqual(
      (['bellcast', 'mint', 'nova'] as const).map((brand) => ({ brand, serviceName: BRANDS[brand].serviceName, serviceUrl: BRANDS[brand].serviceUrl })),
    );
    expect((await get(api, null, '/api/guest/channeling-switching', mint)).body.services.map((s: { brand: string }) => s.brand)).toEqual([
      'onair',
      'bellcast',
      'nova',
    ]);
  });

  test('pincrux is off unless configured for the brand', async () => {
    expect((await get(api, null, '/api/guest/pincrux')).body).toEqual({ enabled: false, url: null });
    expect(pincruxUrls({ PINCRUX_URL_MINT: 'https://offer.example/wall', PINCRUX_URL_NOVA: 'http://plain.example' })).toEqual({
      onair: null,
      bellcast: null,
      mint: 'https://offer.example/wall',
      nova: null,
    });
  });
});

describe.each(testDatabaseTargets())('home demo rows on $name', (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(() => api.close());

  test('every brand has demo banners, popups, logos and themes', async () => {
    for (const brand of ['onair', 'bellcast', 'mint', 'nova']) {
      const headers = { [SITE_CODE_HEADER]: brand };
      for (const path of ['/api/guest/banners', '/api/guest/banners-newstyle', '/api/guest/popups', '/api/guest/logo-list']) {
        expect((await get(api, null, path, headers)).body.items.length).toBeGreaterThan(0);
      }
      expect((await get(api, null, '/api/guest/themes?device=PC', headers)).body.items.length).toBe(1);
    }
    const onairTheme = (await get(api, null, '/api/guest/themes?device=PC')).body.items[0];
    expect(onairTheme.channels.length).toBeGreaterThan(0);
  });
});
