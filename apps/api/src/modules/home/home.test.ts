import { BRANDS } from '@onair/brand';
import { channels, follows, homeItems } from '@onair/db';
import { eq } from 'drizzle-orm';
import { testDatabaseTargets } from '@onair/db/testing';
import { SITE_CODE_HEADER } from '../../platform/http/brand';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { pincruxUrls } from './pincrux-config';

const HOUR = 3_600_000;
const mint = { [SITE_CODE_HEADER]: 'mint' };
const titlesOf = (body: { items: Array<{ title: string }> }) => body.items.map((item) => item.title);

describe.each(testDatabaseTargets('pglite'))('home sections on $name', (target) => {
  let api: MoneyApi;
  let busy: TestMember;
  let quiet: TestMember;
  let followed: TestMember;
  let mintChannel: TestMember;
  let bellcastMember: TestMember;

  beforeAll(async () => {
    api = await startMoneyApi(target);
    busy = await newMember(api, { channel: { live: true } });
    quiet = await newMember(api, { channel: { live: true } });
    followed = await newMember(api, { channel: { live: false } });
    mintChannel = await newMember(api, { brand: 'mint', channel: { live: true } });
    bellcastMember = await newMember(api, { brand: 'bellcast' });
    await api.database.db
      .update(channels)
      .set({ viewerCount: 500 })
      .where(eq(channels.channelId, busy.channelId ?? 0));
    await api.database.db
      .update(channels)
      .set({ viewerCount: 20 })
      .where(eq(channels.channelId, quiet.channelId ?? 0));
    const fan = await newMember(api);
    await api.database.db.insert(follows).values({ memberId: fan.memberId, channelId: followed.channelId ?? 0 });

    // Only this test's rows, so the demo rows do not blur what each section answers.
    await api.database.db.delete(homeItems);
    const now = Date.now();
    await api.database.db.insert(homeItems).values([
      {
        brand: 'onair',
        kind: 'banner',
        variant: 'classic',
        title: '두 번째 배너',
        position: 2,
        imageUrl: 'data:image/svg+xml,<svg/>',
      },
      {
        brand: 'onair',
        kind: 'banner',
        variant: 'classic',
        title: '첫 번째 배너',
        titleEn: 'First banner',
        body: '지금 가입하세요',
        bodyEn: 'Sign up now',
        position: 1,
        linkUrl: '/event',
      },
      {
        brand: 'onair',
        kind: 'banner',
        variant: 'classic',
        title: '끝난 배너',
        position: 0,
        endsAt: new Date(now - HOUR),
      },
      {
        brand: 'onair',
        kind: 'banner',
        variant: 'classic',
        title: '예정 배너',
        position: 0,
        startsAt: new Date(now + HOUR),
      },
      { brand: 'onair', kind: 'banner', variant: 'classic', title: '꺼진 배너', position: 0, active: false },
      {
        brand: 'onair',
        kind: 'banner',
        variant: 'classic',
        title: '진행 중 배너',
        position: 3,
        startsAt: new Date(now - HOUR),
        endsAt: new Date(now + HOUR),
      },
      { brand: 'onair', kind: 'banner', variant: 'newstyle', title: '새 배너', position: 1 },
      { brand: 'onair', kind: 'popup', title: '공지 팝업', body: '점검 안내', titleEn: 'Notice', position: 1 },
      { brand: 'onair', kind: 'logo', title: '파트너 로고', titleEn: 'Partner logo', position: 1 },
      { brand: 'mint', kind: 'banner', variant: 'classic', title: '민트 배너', position: 1 },
      // Bellcast's banners: one for each audience.
      { brand: 'bellcast', kind: 'banner', variant: 'classic', title: '모두의 배너', position: 1 },
      {
        brand: 'bellcast',
        kind: 'banner',
        variant: 'classic',
        title: '가입 안내',
        position: 2,
        linkUrl: '/signup',
        audience: 'visitors',
      },
      { brand: 'bellcast', kind: 'banner', variant: 'classic', title: '회원 이벤트', position: 3, audience: 'members' },
      { brand: 'bellcast', kind: 'banner', variant: 'newstyle', title: '새 소식', position: 1 },
      { brand: 'bellcast', kind: 'banner', variant: 'newstyle', title: '회원 새 소식', position: 2, audience: 'members' },
      {
        brand: 'onair',
        kind: 'theme',
        variant: 'PC',
        title: 'PC 추천',
        titleEn: 'Picks for PC',
        position: 1,
        channelIds: [
          followed.channelId ?? 0,
          quiet.channelId ?? 0,
          mintChannel.channelId ?? 0,
          999_999,
          quiet.channelId ?? 0,
          busy.channelId ?? 0,
        ],
      },
      {
        brand: 'onair',
        kind: 'theme',
        variant: 'APP',
        title: '앱 추천',
        position: 1,
        channelIds: [busy.channelId ?? 0],
      },
    ]);
  });
  afterAll(() => api.close());

  test('banners answer this brand’s rows showing now, in position order', async () => {
    const { status, body } = await get(api, null, '/api/guest/banners');
    expect(status).toBe(200);
    expect(titlesOf(body)).toEqual(['첫 번째 배너', '두 번째 배너', '진행 중 배너']);
    expect(body.items[0]).toEqual({
      itemId: expect.any(Number),
      title: '첫 번째 배너',
      body: '지금 가입하세요',
      imageUrl: null,
      linkUrl: '/event',
    });
    expect(body.items[1].imageUrl).toBe('data:image/svg+xml,<svg/>');
    expect(titlesOf((await get(api, null, '/api/guest/banners', mint)).body)).toEqual(['민트 배너']);
  });

  test('a visitor gets the banners for everyone and for visitors, a member those for everyone and for members', async () => {
    const bellcast = { [SITE_CODE_HEADER]: 'bellcast' };
    const visitor = await get(api, null, '/api/guest/banners', bellcast);
    expect(titlesOf(visitor.body)).toEqual(['모두의 배너', '가입 안내']);
    const member = await get(api, bellcastMember, '/api/guest/banners');
    expect(titlesOf(member.body)).toEqual(['모두의 배너', '회원 이벤트']);
    // The answer's fields stay those of every home item.
    expect(member.body.items[1]).toEqual({
      itemId: expect.any(Number),
      title: '회원 이벤트',
      body: '',
      imageUrl: null,
      linkUrl: null,
    });
    // Who asks decides the answer, which a cache must know.
    for (const answer of [visitor, member]) expect(answer.headers.get('vary')).toMatch(/Cookie.*Authorization/);

    expect(titlesOf((await get(api, null, '/api/guest/banners-newstyle', bellcast)).body)).toEqual(['새 소식']);
    expect(titlesOf((await get(api, bellcastMember, '/api/guest/banners-newstyle')).body)).toEqual([
      '새 소식',
      '회원 새 소식',
    ]);
  });

  test('a token that does not open this brand, or is not valid, asks as a visitor', async () => {
    const bellcast = { [SITE_CODE_HEADER]: 'bellcast' };
    expect(titlesOf((await get(api, busy, '/api/guest/banners', bellcast)).body)).toEqual(['모두의 배너', '가입 안내']);
    const forged = { ...bellcast, authorization: 'Bearer not-a-token' };
    expect(titlesOf((await get(api, null, '/api/guest/banners', forged)).body)).toEqual(['모두의 배너', '가입 안내']);
  });

  test('only a banner has an audience other than everyone', async () => {
    const popupForVisitors = api.database.db
      .insert(homeItems)
      .values({ brand: 'bellcast', kind: 'popup', title: '방문자 팝업', audience: 'visitors' });
    await expect(popupForVisitors).rejects.toThrow();
    const unknownAudience = api.database.db.insert(homeItems).values({
      brand: 'bellcast',
      kind: 'banner',
      variant: 'classic',
      title: '아무나',
      audience: 'staff' as 'everyone',
    });
    await expect(unknownAudience).rejects.toThrow();
  });

  test('new-style banners, popups and logos each answer their own kind', async () => {
    expect(titlesOf((await get(api, null, '/api/guest/banners-newstyle')).body)).toEqual(['새 배너']);
    const popups = (await get(api, null, '/api/guest/popups')).body;
    expect(popups.items).toEqual([expect.objectContaining({ title: '공지 팝업', body: '점검 안내' })]);
    expect(titlesOf((await get(api, null, '/api/guest/logo-list')).body)).toEqual(['파트너 로고']);
    expect((await get(api, null, '/api/guest/popups', mint)).body).toEqual({ items: [] });
  });

  test('English readers get the English an operator gave, and the Korean where there is none', async () => {
    const { status, body } = await get(api, null, '/api/guest/banners?lang=en');
    expect(status).toBe(200);
    expect(titlesOf(body)).toEqual(['First banner', '두 번째 배너', '진행 중 배너']);
    // Only the text changes: the same fields, the same link.
    expect(body.items[0]).toEqual({
      itemId: expect.any(Number),
      title: 'First banner',
      body: 'Sign up now',
      imageUrl: null,
      linkUrl: '/event',
    });
    // A row with an English title but no English body keeps its Korean body.
    expect((await get(api, null, '/api/guest/popups?lang=en')).body.items).toEqual([
      expect.objectContaining({ title: 'Notice', body: '점검 안내' }),
    ]);
    expect(titlesOf((await get(api, null, '/api/guest/logo-list?lang=en')).body)).toEqual(['Partner logo']);
    expect(titlesOf((await get(api, null, '/api/guest/banners-newstyle?lang=en')).body)).toEqual(['새 배너']);
    expect(titlesOf((await get(api, null, '/api/guest/themes?device=PC&lang=en')).body)).toEqual(['Picks for PC']);
    expect(titlesOf((await get(api, null, '/api/guest/banners?lang=ko')).body)[0]).toBe('첫 번째 배너');
  });

  test('without lang the locale cookie decides, then Accept-Language, then Korean', async () => {
    const first = async (headers: Record<string, string>) => {
      const answer = await get(api, null, '/api/guest/banners', headers);
      expect(answer.headers.get('vary')).toMatch(/Accept-Language, Cookie/);
      return titlesOf(answer.body)[0];
    };
    expect(await first({ 'accept-language': 'en-US,en;q=0.9,ko;q=0.8' })).toBe('First banner');
    expect(await first({ 'accept-language': 'ja, ko;q=0.5, en;q=0.4' })).toBe('첫 번째 배너');
    expect(await first({ 'accept-language': 'fr' })).toBe('첫 번째 배너');
    expect(await first({ cookie: 'onair_locale=en', 'accept-language': 'ko-KR' })).toBe('First banner');
    expect(await first({ cookie: 'onair_locale=ko', 'accept-language': 'en' })).toBe('첫 번째 배너');
    expect(await first({ cookie: 'onair_locale=fr', 'accept-language': 'en' })).toBe('First banner');
    expect(await first({})).toBe('첫 번째 배너');
    // The lang the web sends wins over both.
    const sent = await get(api, null, '/api/guest/themes?device=PC&lang=ko', {
      cookie: 'onair_locale=en',
      'accept-language': 'en',
    });
    expect(titlesOf(sent.body)).toEqual(['PC 추천']);
  });

  test('lang must be ko or en', async () => {
    for (const path of ['/api/guest/banners?lang=ja', '/api/guest/themes?device=PC&lang=EN']) {
      const { status, body } = await get(api, null, path);
      expect(status).toBe(400);
      expect(body.errors[0]).toMatchObject({ field: 'lang', in: 'query' });
    }
  });

  test('themes answer only live channels, in the given order, without other brands’ or unknown channels', async () => {
    const { status, body } = await get(api, null, '/api/guest/themes?device=PC');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ themeId: expect.any(Number), title: 'PC 추천' });
    // The operator put the offline channel first and quiet twice: the row lists the live ones, once each
    // ('지금 뜨는 채널' listing a channel that is not on would send the reader to an empty room).
    expect(body.items[0].channels.map((channel: { channelId: number }) => channel.channelId)).toEqual([
      quiet.channelId,
      busy.channelId,
    ]);
    expect(body.items[0].channels.map((channel: { isLive: boolean }) => channel.isLive)).toEqual([true, true]);
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
    const mintIds = (await get(api, null, '/api/guest/suggestion-list', mint)).body.items.map(
      (channel: { channelId: number }) => channel.channelId,
    );
    // Mint's own channels only (the new one and the demo seed's), none of onair's.
    expect(mintIds).toContain(mintChannel.channelId);
    for (const onairChannel of [busy, quiet, followed]) expect(mintIds).not.toContain(onairChannel.channelId);
  });

  test('channeling-switching answers the other brand services', async () => {
    const { status, body } = await get(api, null, '/api/guest/channeling-switching');
    expect(status).toBe(200);
    expect(body.current).toBe('onair');
    expect(body.services).toEqual(
      (['bellcast', 'mint', 'nova'] as const).map((brand) => ({
        brand,
        serviceName: BRANDS[brand].serviceName,
        serviceUrl: BRANDS[brand].serviceUrl,
      })),
    );
    expect(
      (await get(api, null, '/api/guest/channeling-switching', mint)).body.services.map(
        (s: { brand: string }) => s.brand,
      ),
    ).toEqual(['onair', 'bellcast', 'nova']);
  });

  test('pincrux is off unless configured for the brand', async () => {
    expect((await get(api, null, '/api/guest/pincrux')).body).toEqual({ enabled: false, url: null });
    expect(
      pincruxUrls({ PINCRUX_URL_MINT: 'https://offer.example/wall', PINCRUX_URL_NOVA: 'http://plain.example' }),
    ).toEqual({
      onair: null,
      bellcast: null,
      mint: 'https://offer.example/wall',
      nova: null,
    });
  });
});
