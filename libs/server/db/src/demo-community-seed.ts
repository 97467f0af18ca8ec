import { and, eq, inArray } from 'drizzle-orm';
import { BRANDS, isFeatureOn, type BrandConfig } from '@onair/brand';
import type { Database } from './database';
import { DEMO_STREAMERS } from './demo-streamers';
import { channels, follows, homeItems, memberMessages, members, watchHistory } from './schema/index';

type HomeRow = typeof homeItems.$inferInsert;

/** The four brands (BRAND_CODES of @onair/contracts, which this library does not depend on). */
export const DEMO_BRANDS = ['onair', 'bellcast', 'mint', 'nova'] as const;

/**
 * Home page rows for one brand: no images (the web shows the title on a plain tile), so no files are
 * needed. What they say fits the brand: no top-up offer where the currency is not sold, and the
 * move to the new platform, not routine maintenance, on the brand being migrated.
 */
function homeRowsOf(brand: string, themeChannelIds: number[]): HomeRow[] {
  const config: BrandConfig | undefined = BRANDS[brand as keyof typeof BRANDS];
  const row = (
    kind: string,
    variant: string,
    position: number,
    title: string,
    body = '',
    linkUrl: string | null = null,
  ): HomeRow => ({
    brand,
    kind,
    variant,
    position,
    title,
    body,
    linkUrl,
    channelIds: kind === 'theme' ? themeChannelIds : [],
  });
  const sellsCurrency = config ? isFeatureOn(config, 'luvPurchase') : true;
  const migrating = config?.notice.kind === 'migration';
  return [
    sellsCurrency
      ? row('banner', 'classic', 1, '신규 회원 가입 이벤트', '지금 가입하고 첫 충전 혜택을 받아보세요.', '/')
      : row('banner', 'classic', 1, '신규 회원 가입 안내', '지금 가입하고 좋아하는 방송을 팔로우해보세요.', '/'),
    row('banner', 'classic', 2, '이번 주 인기 방송', '가장 많은 시청자가 찾은 방송을 만나보세요.', '/'),
    row('banner', 'newstyle', 1, '새로워진 홈 화면', '더 쉽고 빠르게 좋아하는 방송을 찾아보세요.', '/'),
    migrating
      ? row(
          'popup',
          '',
          1,
          '새 플랫폼 이전 안내',
          '이 서비스는 새 플랫폼으로 통합됩니다. 자세한 일정은 공지사항에서 확인해주세요.',
          '/notices/maintenance',
        )
      : row('popup', '', 1, '서비스 이용 안내', '안정적인 서비스를 위해 정기 점검이 진행될 수 있습니다.'),
    row('theme', 'PC', 1, '지금 뜨는 채널'),
    row('theme', 'MOBILE_WEB', 1, '모바일 추천 채널'),
    row('theme', 'APP', 1, '앱 추천 채널'),
    row('logo', '', 1, '데모 파트너', '', '/'),
    row('logo', '', 2, '함께하는 파트너사'),
  ];
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
  const demoChannels = ['demobj01', 'demobj02', 'demobj03'].flatMap((loginId) => channelOf(loginId) ?? []);

  // A channel belongs to its owner's brand: each brand's theme row shows its own demo channels.
  const brandChannels = await db
    .select({ brand: members.brand, channelId: channels.channelId })
    .from(channels)
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .where(
      inArray(
        members.loginId,
        DEMO_STREAMERS.filter((streamer) => streamer.brand).map((streamer) => streamer.loginId),
      ),
    );
  const themeChannelsOf = (brand: string) =>
    brand === 'onair' ? demoChannels : brandChannels.filter((row) => row.brand === brand).map((row) => row.channelId);
  await db.insert(homeItems).values(DEMO_BRANDS.flatMap((brand) => homeRowsOf(brand, themeChannelsOf(brand))));

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
