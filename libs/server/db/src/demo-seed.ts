import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { seedDemoCsNotices } from './demo-cs-notices';
import { seedDemoCommunity } from './demo-community-seed';
import { seedDemoChannelPosts } from './demo-channel-posts';
import { channels, csNotices, members, partners } from './schema/index';

export const DEMO_PASSWORD = 'onair1234!';

export const DEMO_ACCOUNTS = {
  streamer: { loginId: 'demobj01', nickname: '온에어지기', password: DEMO_PASSWORD },
  viewer: { loginId: 'demoviewer', nickname: '시청자1호', password: DEMO_PASSWORD },
} as const;

/** The demo partner (ASP): /?partnerCode=demopartner, and its app keys for POST /v4/api/asp/accesstoken. */
export const DEMO_PARTNER = { code: 'demopartner', name: '데모 파트너', appKey: 'demo-app-key', pinKey: 'demo-pin-key' } as const;

const streamers = [
  { ...DEMO_ACCOUNTS.streamer, channel: { name: '온에어 공식 채널', description: '온에어의 새 소식과 이벤트를 가장 먼저 전해드려요.', isLive: true, liveTitle: '신규 기능 소개 생방송', viewerCount: 1284, player: 'HLS' } },
  { loginId: 'demobj02', nickname: '게임하는민지', password: DEMO_PASSWORD, channel: { name: '민지의 게임방', description: '매일 밤 9시 게임 방송', isLive: true, liveTitle: '랭크 올리기 도전!', viewerCount: 532, player: 'HLS' } },
  { loginId: 'demobj03', nickname: '노래하는준호', password: DEMO_PASSWORD, channel: { name: '준호의 라이브 스테이지', description: '신청곡 받아요', isLive: false, liveTitle: null, viewerCount: 0, player: null } },
  { loginId: 'demobj04', nickname: '요리왕수진', password: DEMO_PASSWORD, channel: { name: '수진의 오늘 뭐 먹지', description: '집에서 쉽게 만드는 한 끼', isLive: false, liveTitle: null, viewerCount: 0, player: null } },
] as const;

/** Seeds the demo accounts and channels once; later starts find them and change nothing. */
export async function seedDemoData(db: Database, hashPassword: (plain: string) => Promise<string>): Promise<boolean> {
  // Also into databases seeded before partners existed; a second run finds it and changes nothing.
  await db
    .insert(partners)
    .values({ code: DEMO_PARTNER.code, name: DEMO_PARTNER.name, appKey: DEMO_PARTNER.appKey, pinKeyHash: createHash('sha256').update(DEMO_PARTNER.pinKey).digest('hex') })
    .onConflictDoNothing();
  const existing = await db.select({ id: members.memberId }).from(members).where(eq(members.loginId, DEMO_ACCOUNTS.viewer.loginId));
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const streamer of streamers) {
      const [owner] = await tx
        .insert(members)
        .values({ loginId: streamer.loginId, nickname: streamer.nickname, passwordHash, name: streamer.nickname })
        .returning({ memberId: members.memberId });
      if (!owner) throw new Error(`could not seed ${streamer.loginId}`);
      const { channel } = streamer;
      await tx.insert(channels).values({
        ownerMemberId: owner.memberId,
        name: channel.name,
        description: channel.description,
        isLive: channel.isLive,
        liveTitle: channel.liveTitle,
        viewerCount: channel.viewerCount,
        player: channel.player,
        liveStartedAt: channel.isLive ? new Date() : null,
      });
    }
    await tx.insert(members).values({ loginId: DEMO_ACCOUNTS.viewer.loginId, nickname: DEMO_ACCOUNTS.viewer.nickname, passwordHash });
    await tx.insert(csNotices).values([
      { title: '온에어 서비스 오픈 안내', content: '온에어가 새롭게 문을 열었습니다. 많은 이용 바랍니다.', important: true },
      { title: '개인정보 처리방침 개정 안내', content: '개정된 개인정보 처리방침이 적용됩니다.', important: false },
    ]);
    await seedDemoCsNotices(tx);
  });
  await seedDemoCommunity(db);
  await seedDemoChannelPosts(db);
  return true;
}
