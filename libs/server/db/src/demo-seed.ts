import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from './database';
import { categorizeDemoChannels } from './demo-channel-discovery';
import { seedDemoCsNotices } from './demo-cs-notices';
import { DEMO_BRANDS, retitleDemoThemes, seedDemoCommunity, upgradeDemoHomeItems } from './demo-community-seed';
import { seedDemoChannelPosts } from './demo-channel-posts';
import { verifyDemoStreamers } from './demo-identities';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STREAMERS } from './demo-streamers';
import { channels, csNotices, members, partners } from './schema/index';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-streamers';

/** The demo partner (ASP): /?partnerCode=demopartner, and its app keys for POST /v4/api/asp/accesstoken. */
export const DEMO_PARTNER = {
  code: 'demopartner',
  name: '데모 파트너',
  appKey: 'demo-app-key',
  pinKey: 'demo-pin-key',
} as const;

/**
 * Seeds the demo accounts and channels once; later starts find them and change nothing, except that
 * every brand gets its demo viewer (databases seeded when the viewer was onair's only get the rest)
 * and the first demo home rows, Korean only, are replaced by today's (with English and links), and
 * the demo streamers are identity-verified (databases seeded before payout accounts needed it), and
 * demo channels without a category get theirs and their tags (databases seeded before browse).
 */
export async function seedDemoData(db: Database, hashPassword: (plain: string) => Promise<string>): Promise<boolean> {
  const seeded = await seedDemoDataOnce(db, hashPassword);
  await seedDemoViewers(db, hashPassword);
  await upgradeDemoHomeItems(db);
  await retitleDemoThemes(db);
  await verifyDemoStreamers(db);
  await categorizeDemoChannels(db);
  return seeded;
}

/** The demo viewer on every brand: one ID and password, a member of each brand's own service. */
async function seedDemoViewers(db: Database, hashPassword: (plain: string) => Promise<string>): Promise<void> {
  const { loginId, nickname } = DEMO_ACCOUNTS.viewer;
  const present = await db.select({ brand: members.brand }).from(members).where(eq(members.loginId, loginId));
  // Every start comes here: hashing (argon2, on purpose slow) only when a brand still lacks its viewer.
  if (DEMO_BRANDS.every((brand) => present.some((row) => row.brand === brand))) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(members)
    .values(DEMO_BRANDS.map((brand) => ({ loginId, nickname, passwordHash, brand })))
    .onConflictDoNothing();
}

async function seedDemoDataOnce(db: Database, hashPassword: (plain: string) => Promise<string>): Promise<boolean> {
  // Also into databases seeded before partners existed; a second run finds it and changes nothing.
  await db
    .insert(partners)
    .values({
      code: DEMO_PARTNER.code,
      name: DEMO_PARTNER.name,
      appKey: DEMO_PARTNER.appKey,
      pinKeyHash: createHash('sha256').update(DEMO_PARTNER.pinKey).digest('hex'),
    })
    .onConflictDoNothing();
  const existing = await db
    .select({ id: members.memberId })
    .from(members)
    .where(and(eq(members.brand, 'onair'), eq(members.loginId, DEMO_ACCOUNTS.viewer.loginId)));
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const streamer of DEMO_STREAMERS) {
      const [owner] = await tx
        .insert(members)
        .values({
          loginId: streamer.loginId,
          nickname: streamer.nickname,
          passwordHash,
          name: streamer.nickname,
          brand: streamer.brand ?? 'onair',
        })
        .returning({ memberId: members.memberId });
      if (!owner) throw new Error(`could not seed ${streamer.loginId}`);
      const { channel } = streamer;
      await tx.insert(channels).values({
        ownerMemberId: owner.memberId,
        name: channel.name,
        description: channel.description,
        isLive: channel.isLive,
        liveTitle: channel.liveTitle,
        player: channel.player,
        liveStartedAt: channel.isLive ? new Date() : null,
      });
    }
    await tx.insert(members).values({
      loginId: DEMO_ACCOUNTS.viewer.loginId,
      nickname: DEMO_ACCOUNTS.viewer.nickname,
      passwordHash,
      brand: 'onair',
    });
    await tx
      .insert(csNotices)
      .values([
        { title: '개인정보 처리방침 개정 안내', content: '개정된 개인정보 처리방침이 적용됩니다.', important: false },
      ]);
    await seedDemoCsNotices(tx);
  });
  await seedDemoCommunity(db);
  await seedDemoChannelPosts(db);
  return true;
}
