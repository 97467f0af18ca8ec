// The home's demo rows (libs/server/db demo seed) and their upgrades: every brand's rows, their English,
// their links and audiences, and the migrations that bring an older database's rows up to date.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultMigrationsDir, homeItems, retitleDemoThemes, upgradeDemoHomeItems } from '@onair/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { testDatabaseTargets } from '@onair/db/testing';
import { SITE_CODE_HEADER } from '../../platform/http/brand';
import { get, newMember, startMoneyApi, type MoneyApi } from '../money/testing/money-test-kit';

const titlesOf = (body: { items: Array<{ title: string }> }) => body.items.map((item) => item.title);

describe.each(testDatabaseTargets('pglite'))('home demo rows on $name', (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(() => api.close());

  test('every brand has demo banners, popups, logos and themes', async () => {
    for (const brand of ['onair', 'bellcast', 'mint', 'nova']) {
      const headers = { [SITE_CODE_HEADER]: brand };
      for (const path of [
        '/api/guest/banners',
        '/api/guest/banners-newstyle',
        '/api/guest/popups',
        '/api/guest/logo-list',
      ]) {
        expect((await get(api, null, path, headers)).body.items.length).toBeGreaterThan(0);
      }
      expect((await get(api, null, '/api/guest/themes?device=PC', headers)).body.items.length).toBe(1);
    }
    const onairTheme = (await get(api, null, '/api/guest/themes?device=PC')).body.items[0];
    expect(onairTheme.channels.length).toBeGreaterThan(0);
  });

  test('every demo row has its English, and every demo link leads away from the home page, in the app', async () => {
    const paths = ['/api/guest/banners', '/api/guest/banners-newstyle', '/api/guest/popups', '/api/guest/logo-list'];
    for (const brand of ['onair', 'bellcast', 'mint', 'nova']) {
      const headers = { [SITE_CODE_HEADER]: brand };
      for (const path of [
        ...paths,
        '/api/guest/themes?device=PC',
        '/api/guest/themes?device=MOBILE_WEB',
        '/api/guest/themes?device=APP',
      ]) {
        const ko = (await get(api, null, path, headers)).body.items;
        const en = (await get(api, null, `${path}${path.includes('?') ? '&' : '?'}lang=en`, headers)).body.items;
        expect(en).toHaveLength(ko.length);
        en.forEach((item: { title: string; body?: string }, index: number) => {
          // English text is not Hangul, and differs from the Korean it stands for.
          expect(`${item.title} ${item.body ?? ''}`).not.toMatch(/[\uac00-\ud7a3]/);
          expect(item.title).not.toBe(ko[index].title);
        });
      }
      for (const path of paths) {
        for (const item of (await get(api, null, path, headers)).body.items as Array<{ linkUrl: string | null }>) {
          if (item.linkUrl === null) continue;
          expect(item.linkUrl).toMatch(/^\/[a-z]/);
        }
      }
      const banners = (await get(api, null, '/api/guest/banners?lang=en', headers)).body.items;
      expect(banners[0]).toMatchObject({ linkUrl: '/signup' });
      expect(banners.at(-1).linkUrl).toMatch(/^\/live\/\d+$/);
    }
    // The top-up banner where the currency is sold, under the brand's name for it.
    const onair = (await get(api, null, '/api/guest/banners?lang=en')).body.items;
    expect(onair[1]).toMatchObject({ title: 'Top up luv', linkUrl: '/luv/shop' });
    expect((await get(api, null, '/api/guest/banners')).body.items[1]).toMatchObject({ title: '러브 충전하기' });
    const bellcast = (await get(api, null, '/api/guest/banners', { [SITE_CODE_HEADER]: 'bellcast' })).body.items;
    expect(bellcast.map((item: { linkUrl: string }) => item.linkUrl)).not.toContain('/luv/shop');
  });

  test('the demo sign-up banner is for visitors: a member of the brand is not invited to sign up', async () => {
    for (const brand of ['onair', 'bellcast', 'mint', 'nova'] as const) {
      const member = await newMember(api, { brand });
      const links = (await get(api, member, '/api/guest/banners')).body.items.map(
        (item: { linkUrl: string | null }) => item.linkUrl,
      );
      expect(links.length).toBeGreaterThan(0);
      expect(links).not.toContain('/signup');
    }
  });

  test('migration 0028 makes the banners that link to sign-up or sign-in for visitors, and nothing else', async () => {
    const db = api.database.db;
    const rows = await db
      .insert(homeItems)
      .values(
        (
          [
            ['banner', '/signup'],
            ['banner', '/signin?next=/my'],
            ['banner', '/signup/foreign'],
            ['banner', '/signups'],
            ['banner', '/events/signup'],
            ['banner', null],
            ['popup', '/signup'],
          ] as const
        ).map(([kind, linkUrl], position) => ({ brand: 'zz', kind, title: `행 ${position}`, position, linkUrl })),
      )
      .returning({ itemId: homeItems.itemId });
    const migration = readFileSync(
      join(defaultMigrationsDir(), '0028_home_items_signup_banners_for_visitors.sql'),
      'utf8',
    );
    await db.execute(sql.raw(migration));
    const after = await db
      .select({ linkUrl: homeItems.linkUrl, kind: homeItems.kind, audience: homeItems.audience })
      .from(homeItems)
      .where(eq(homeItems.brand, 'zz'))
      .orderBy(homeItems.position);
    expect(after.map((row) => row.audience)).toEqual([
      'visitors',
      'visitors',
      'visitors',
      'everyone',
      'everyone',
      'everyone',
      'everyone',
    ]);
    await db.delete(homeItems).where(
      inArray(
        homeItems.itemId,
        rows.map((row) => row.itemId),
      ),
    );
  });

  test('a database seeded with the first, Korean-only demo rows gets today’s rows on the next start', async () => {
    const db = api.database.db;
    await db.delete(homeItems).where(eq(homeItems.brand, 'nova'));
    await db.insert(homeItems).values([
      { brand: 'nova', kind: 'banner', variant: 'classic', position: 2, title: '이번 주 인기 방송', linkUrl: '/' },
      { brand: 'nova', kind: 'theme', variant: 'PC', position: 1, title: '지금 뜨는 채널' },
      // An operator's own row stays, as does a first demo title an operator translated.
      { brand: 'nova', kind: 'banner', variant: 'classic', position: 5, title: '운영자 배너' },
      { brand: 'nova', kind: 'logo', variant: '', position: 2, title: '함께하는 파트너사', titleEn: 'Partners' },
    ]);
    expect(await upgradeDemoHomeItems(db)).toBe(2);
    expect(await upgradeDemoHomeItems(db)).toBe(0);
    const nova = { [SITE_CODE_HEADER]: 'nova' };
    const banners = (await get(api, null, '/api/guest/banners?lang=en', nova)).body.items;
    expect(banners.map((item: { title: string }) => item.title)).toEqual([
      'Join us today',
      'Top up luv',
      'Popular this week',
      '운영자 배너',
    ]);
    expect(titlesOf((await get(api, null, '/api/guest/themes?device=PC&lang=en', nova)).body)).toEqual([
      'Trending now',
    ]);
    expect((await get(api, null, '/api/guest/themes?device=PC', nova)).body.items[0].channels.length).toBeGreaterThan(
      0,
    );
    const kept = await db
      .select()
      .from(homeItems)
      .where(and(eq(homeItems.brand, 'nova'), eq(homeItems.titleEn, 'Partners')));
    expect(kept).toHaveLength(1);
  });

  test('the phone and the app read the same heading as the desktop: 지금 뜨는 채널, never 모바일 추천 채널', async () => {
    for (const brand of ['onair', 'bellcast', 'mint', 'nova']) {
      const headers = { [SITE_CODE_HEADER]: brand };
      for (const device of ['PC', 'MOBILE_WEB', 'APP']) {
        expect(titlesOf((await get(api, null, `/api/guest/themes?device=${device}`, headers)).body)).toEqual(['지금 뜨는 채널']);
        expect(titlesOf((await get(api, null, `/api/guest/themes?device=${device}&lang=en`, headers)).body)).toEqual([
          'Trending now',
        ]);
      }
    }
  });

  test('a demo database seeded with the device-named theme titles is retitled once; an operator’s title stays', async () => {
    const db = api.database.db;
    await db.delete(homeItems).where(and(eq(homeItems.brand, 'mint'), eq(homeItems.kind, 'theme')));
    await db.insert(homeItems).values([
      { brand: 'mint', kind: 'theme', variant: 'MOBILE_WEB', position: 1, title: '모바일 추천 채널', titleEn: 'Recommended for mobile' },
      { brand: 'mint', kind: 'theme', variant: 'APP', position: 1, title: '앱 추천 채널', titleEn: 'Recommended in the app' },
      { brand: 'mint', kind: 'theme', variant: 'APP', position: 2, title: '앱 추천 채널', titleEn: 'Picked for the app' },
    ]);
    expect(await retitleDemoThemes(db)).toBe(2);
    expect(await retitleDemoThemes(db)).toBe(0);
    const mint = { [SITE_CODE_HEADER]: 'mint' };
    expect(titlesOf((await get(api, null, '/api/guest/themes?device=MOBILE_WEB', mint)).body)).toEqual(['지금 뜨는 채널']);
    expect(titlesOf((await get(api, null, '/api/guest/themes?device=APP&lang=en', mint)).body)).toEqual([
      'Trending now',
      'Picked for the app',
    ]);
  });
});
