import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { BRANDS, isFeatureOn, type BrandConfig } from '@onair/brand';
import type { Database } from './database';
import { DEMO_STREAMERS } from './demo-streamers';
import { channels, follows, homeItems, memberMessages, members, watchHistory, type HomeAudience } from './schema/index';

type HomeRow = typeof homeItems.$inferInsert;

/** The four brands (BRAND_CODES of @onair/contracts, which this library does not depend on). */
export const DEMO_BRANDS = ['onair', 'bellcast', 'mint', 'nova'] as const;

/** Where a demo row's text goes: the Korean source and its English. */
type Text = { ko: string; en: string };
const NO_BODY: Text = { ko: '', en: '' };

/** 을 after a final consonant, 를 after a vowel (러브를, 벨을). */
const objectParticle = (word: string) => {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11_172 && code % 28 !== 0 ? '을' : '를';
};

/** Live rooms are /live/{channelId} in the web (LIVE_ROUTE_PATH of @onair/channel). */
const livePath = (channelId: number) => `/live/${channelId}`;

/** What a brand's demo rows link to and list: its channels for the themes, its most watched live one for the banner. */
export type DemoHomeChannels = { themeChannelIds: number[]; featuredChannelId: number | null };

/**
 * Home page rows for one brand, in Korean with their English: no images (the web shows the title on
 * a plain tile), so no files are needed. What they say fits the brand: a top-up banner only where the
 * currency is sold, named as the brand names it, and the move to the new platform, not routine
 * maintenance, on the brand being migrated. Every link leads somewhere else than the home page: the
 * signup page, the shop, a live room, customer service's notices, the migration notice; a partner
 * logo without a partner site has no link. The sign-up banner is for visitors only.
 */
export function homeRowsOf(brand: string, { themeChannelIds, featuredChannelId }: DemoHomeChannels): HomeRow[] {
  const config: BrandConfig | undefined = BRANDS[brand as keyof typeof BRANDS];
  const row = (
    kind: string,
    variant: string,
    position: number,
    title: Text,
    body: Text = NO_BODY,
    linkUrl: string | null = null,
    audience: HomeAudience = 'everyone',
  ): HomeRow => ({
    brand,
    kind,
    variant,
    position,
    title: title.ko,
    titleEn: title.en,
    body: body.ko,
    bodyEn: body.en,
    linkUrl,
    audience,
    channelIds: kind === 'theme' ? themeChannelIds : [],
  });
  const sellsCurrency = config ? isFeatureOn(config, 'luvPurchase') : true;
  const migrating = config?.notice.kind === 'migration';
  const currency = config?.currency ?? { ko: '러브', en: 'luv' };
  const streamer = config?.streamerTitle ?? { ko: 'BJ', en: 'BJ' };
  const topUp = sellsCurrency
    ? [
        row(
          'banner',
          'classic',
          2,
          { ko: `${currency.ko} 충전하기`, en: `Top up ${currency.en}` },
          {
            ko: `${currency.ko}${objectParticle(currency.ko)} 충전하고 좋아하는 ${streamer.ko}에게 선물해보세요.`,
            en: `Top up ${currency.en} and send gifts to your favorite ${streamer.en}s.`,
          },
          '/luv/shop',
        ),
      ]
    : [];
  return [
    row(
      'banner',
      'classic',
      1,
      { ko: '신규 회원 가입 안내', en: 'Join us today' },
      { ko: '지금 가입하고 좋아하는 방송을 팔로우해보세요.', en: 'Sign up now and follow the streams you love.' },
      '/signup',
      // A member has signed up already.
      'visitors',
    ),
    ...topUp,
    row(
      'banner',
      'classic',
      3,
      { ko: '이번 주 인기 방송', en: 'Popular this week' },
      { ko: '가장 많은 시청자가 찾은 방송을 만나보세요.', en: 'Catch the stream most viewers tuned in to.' },
      featuredChannelId === null ? null : livePath(featuredChannelId),
    ),
    row(
      'banner',
      'newstyle',
      1,
      { ko: '새 소식 모아보기', en: 'What’s new' },
      {
        ko: '서비스의 새 소식과 업데이트를 공지사항에서 확인해보세요.',
        en: 'Read the latest news and updates in our notices.',
      },
      '/cs',
    ),
    migrating
      ? row(
          'popup',
          '',
          1,
          { ko: '새 플랫폼 이전 안내', en: 'We are moving to a new platform' },
          {
            ko: '이 서비스는 새 플랫폼으로 통합됩니다. 자세한 일정은 공지사항에서 확인해주세요.',
            en: 'This service is merging into a new platform. Please see the notice for the full schedule.',
          },
          '/notices/maintenance',
        )
      : row(
          'popup',
          '',
          1,
          { ko: '서비스 이용 안내', en: 'Service notice' },
          {
            ko: '안정적인 서비스를 위해 정기 점검이 진행될 수 있습니다.',
            en: 'Scheduled maintenance may take place from time to time to keep the service stable.',
          },
        ),
    // One heading on every device: a phone's reader is not told the row is "for mobile".
    ...THEME_DEVICES.map((device) => row('theme', device, 1, TRENDING_TITLE)),
    row('logo', '', 1, { ko: '데모 파트너', en: 'Demo partner' }),
    row('logo', '', 2, { ko: '함께하는 파트너사', en: 'Our partners' }),
  ];
}

const THEME_DEVICES = ['PC', 'MOBILE_WEB', 'APP'] as const;
const TRENDING_TITLE = { ko: '지금 뜨는 채널', en: 'Trending now' };

/** The device-named titles the phone's and the app's demo theme once had, with their English. */
const DEVICE_NAMED_THEMES: ReadonlyArray<readonly [string, string, string]> = [
  ['MOBILE_WEB', '모바일 추천 채널', 'Recommended for mobile'],
  ['APP', '앱 추천 채널', 'Recommended in the app'],
];

/**
 * Demo databases seeded with the device-named theme titles get the one heading instead; a title an
 * operator changed is left alone. Answers how many rows were retitled (0 on every later start).
 */
export async function retitleDemoThemes(db: Database): Promise<number> {
  const named = or(
    ...DEVICE_NAMED_THEMES.map(([variant, title, titleEn]) =>
      and(eq(homeItems.variant, variant), eq(homeItems.title, title), eq(homeItems.titleEn, titleEn)),
    ),
  );
  const retitled = await db
    .update(homeItems)
    .set({ title: TRENDING_TITLE.ko, titleEn: TRENDING_TITLE.en })
    .where(and(eq(homeItems.kind, 'theme'), inArray(homeItems.brand, [...DEMO_BRANDS]), named))
    .returning({ itemId: homeItems.itemId });
  return retitled.length;
}

/** The onair demo channels its theme rows show. */
const DEMO_ONAIR_THEME = ['demobj01', 'demobj02', 'demobj03'];

/**
 * Each brand's demo channels for its rows, in the order they were seeded: onair's DEMO_ONAIR_THEME,
 * the others' their own demo streamers' (a channel belongs to its owner's brand). The featured one
 * is the first of them that the demo seeds live.
 */
async function demoHomeChannels(db: Database): Promise<(brand: string) => DemoHomeChannels> {
  const logins = DEMO_STREAMERS.filter((streamer) => streamer.brand || DEMO_ONAIR_THEME.includes(streamer.loginId));
  const seeded = await db
    .select({ brand: members.brand, channelId: channels.channelId, isLive: channels.isLive })
    .from(channels)
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .where(
      inArray(
        members.loginId,
        logins.map((streamer) => streamer.loginId),
      ),
    )
    .orderBy(asc(channels.channelId));
  return (brand) => {
    const own = seeded.filter((row) => row.brand === brand);
    return {
      themeChannelIds: own.map((row) => row.channelId),
      featuredChannelId: own.find((row) => row.isLive)?.channelId ?? null,
    };
  };
}

/** The demo rows as seeded before they had English and links: kind, variant, position, title. */
const FIRST_DEMO_ROWS: ReadonlyArray<readonly [string, string, number, string]> = [
  ['banner', 'classic', 1, '신규 회원 가입 이벤트'],
  ['banner', 'classic', 1, '신규 회원 가입 안내'],
  ['banner', 'classic', 2, '이번 주 인기 방송'],
  ['banner', 'newstyle', 1, '새로워진 홈 화면'],
  ['popup', '', 1, '새 플랫폼 이전 안내'],
  ['popup', '', 1, '서비스 이용 안내'],
  ['theme', 'PC', 1, '지금 뜨는 채널'],
  ['theme', 'MOBILE_WEB', 1, '모바일 추천 채널'],
  ['theme', 'APP', 1, '앱 추천 채널'],
  ['logo', '', 1, '데모 파트너'],
  ['logo', '', 2, '함께하는 파트너사'],
];

/**
 * Databases seeded before the demo rows had English and links get today's rows instead: a brand
 * with any of the first demo rows (still without English) has those replaced by homeRowsOf's. Rows
 * an operator made are left alone. Answers how many old rows were replaced (0 on every later start).
 */
export async function upgradeDemoHomeItems(db: Database): Promise<number> {
  const firstRows = or(
    ...FIRST_DEMO_ROWS.map(([kind, variant, position, title]) =>
      and(
        eq(homeItems.kind, kind),
        eq(homeItems.variant, variant),
        eq(homeItems.position, position),
        eq(homeItems.title, title),
      ),
    ),
  );
  const old = await db
    .select({ itemId: homeItems.itemId, brand: homeItems.brand })
    .from(homeItems)
    .where(and(isNull(homeItems.titleEn), inArray(homeItems.brand, [...DEMO_BRANDS]), firstRows));
  if (old.length === 0) return 0;
  const channelsOf = await demoHomeChannels(db);
  const brands = [...new Set(old.map((row) => row.brand))];
  await db.transaction(async (tx) => {
    await tx.delete(homeItems).where(
      inArray(
        homeItems.itemId,
        old.map((row) => row.itemId),
      ),
    );
    await tx.insert(homeItems).values(brands.flatMap((brand) => homeRowsOf(brand, channelsOf(brand))));
  });
  return old.length;
}

/**
 * Demo home items for every brand, and on the demo accounts a few follows, watches and messages,
 * so the home and my pages show something. Called once, right after the demo members exist.
 */
export async function seedDemoCommunity(db: Database): Promise<void> {
  const owners = await db
    .select({ loginId: members.loginId, memberId: members.memberId, channelId: channels.channelId })
    .from(members)
    .leftJoin(channels, eq(channels.ownerMemberId, members.memberId))
    .where(
      and(eq(members.brand, 'onair'), inArray(members.loginId, ['demobj01', 'demobj02', 'demobj03', 'demoviewer'])),
    );
  const byLogin = new Map(owners.map((owner) => [owner.loginId, owner]));
  const channelOf = (loginId: string) => byLogin.get(loginId)?.channelId ?? null;

  const channelsOf = await demoHomeChannels(db);
  await db.insert(homeItems).values(DEMO_BRANDS.flatMap((brand) => homeRowsOf(brand, channelsOf(brand))));

  const viewer = byLogin.get('demoviewer');
  const streamer = byLogin.get('demobj01');
  if (!viewer || !streamer) return;
  const [official, games, songs] = [channelOf('demobj01'), channelOf('demobj02'), channelOf('demobj03')];
  const followed = [official, games].flatMap((channelId) =>
    channelId ? [{ memberId: viewer.memberId, channelId }] : [],
  );
  if (followed.length > 0) await db.insert(follows).values(followed).onConflictDoNothing();
  const watched = [
    { channelId: official, watchCount: 3, hoursAgo: 1 },
    { channelId: songs, watchCount: 1, hoursAgo: 26 },
  ].flatMap(({ channelId, watchCount, hoursAgo }) =>
    channelId
      ? [
          {
            memberId: viewer.memberId,
            channelId,
            watchCount,
            lastWatchedAt: new Date(Date.now() - hoursAgo * 3_600_000),
          },
        ]
      : [],
  );
  if (watched.length > 0) await db.insert(watchHistory).values(watched).onConflictDoNothing();
  await db.insert(memberMessages).values([
    {
      senderMemberId: viewer.memberId,
      recipientMemberId: streamer.memberId,
      content: '오늘 방송 정말 재미있었어요!',
      readAt: new Date(),
    },
    {
      senderMemberId: streamer.memberId,
      recipientMemberId: viewer.memberId,
      content: '방송에 놀러와 주셔서 고마워요. 내일도 9시에 만나요!',
    },
  ]);
}
