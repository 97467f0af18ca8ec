import { eq } from 'drizzle-orm';
import { channels, members, seedDemoData, DEMO_ACCOUNTS } from './index';
import { testDatabaseTargets } from './testing';

const fakeHash = async (plain: string) => `hashed:${plain.length}`;

describe.each(testDatabaseTargets())('database on $name', ({ open }) => {
  test('migrations create the schema and the demo seed runs exactly once', async () => {
    const handle = await open();
    try {
      expect(await seedDemoData(handle.db, fakeHash)).toBe(true);
      expect(await seedDemoData(handle.db, fakeHash)).toBe(false);
      const viewers = await handle.db.select().from(members).where(eq(members.loginId, DEMO_ACCOUNTS.viewer.loginId));
      // One demo viewer per brand, each a member of that brand's service.
      expect(viewers.map((viewer) => viewer.brand).sort()).toEqual(['bellcast', 'mint', 'nova', 'onair']);
      const all = await handle.db.select().from(channels);
      expect(all.length).toBeGreaterThanOrEqual(3);
      expect(all.some((channel) => channel.isLive)).toBe(true);
      // Browse is populated: every demo channel has a category and some tags (docs/discovery.md).
      expect(all.filter((channel) => channel.categoryId === null || channel.tags.length === 0)).toEqual([]);
      // The demo streamers can register a payout account in their name (docs/money.md, "Payout account").
      const [streamer] = await handle.db.select().from(members).where(eq(members.loginId, DEMO_ACCOUNTS.streamer.loginId));
      expect(streamer).toMatchObject({ identityStatus: 2, verifiedName: DEMO_ACCOUNTS.streamer.nickname });
      const [viewer] = viewers;
      expect(viewer).toMatchObject({ identityStatus: 0, verifiedName: null });
    } finally {
      await handle.close();
    }
  });

  test('migrating an up-to-date database again changes nothing', async () => {
    const handle = await open();
    try {
      await handle.migrate();
      await handle.db.insert(members).values({ loginId: 'again01', nickname: '다시' });
      await handle.migrate();
      expect(await handle.db.select().from(members)).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });

  test('login IDs and nicknames are unique', async () => {
    const handle = await open();
    try {
      await handle.db.insert(members).values({ loginId: 'unique01', nickname: '하나' });
      await expect(handle.db.insert(members).values({ loginId: 'unique01', nickname: '둘' })).rejects.toThrow();
      await expect(handle.db.insert(members).values({ loginId: 'unique02', nickname: '하나' })).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});
