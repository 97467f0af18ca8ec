// The home page's channel list (GET /api/guest/channels without a keyword), page by page as the web
// walks it: the brand's channels in one order, live first by viewers, ties by name then id, and the
// same total on every page, a page past the last included. Its page and count are one prepared
// statement; the count of a page with no rows is read on its own.
import { eq, inArray } from 'drizzle-orm';
import { testDatabaseTargets } from '@onair/db/testing';
import { categories, channels, members } from '@onair/db';
import { startTestApi, type TestApi } from '../../testing/test-api';

type Card = { channelId: number; name: string; isLive: boolean; viewerCount: number; categoryId: number | null };
type Page = { items: Card[]; page: number; size: number; total: number };

describe.each(testDatabaseTargets())('the home channel list on $name', (target) => {
  let api: TestApi;
  /** The nova channels in the order the list shows them, by name. */
  let expected: { live: string[]; offline: string[] };
  let enabledCategory: number;
  let ids: Map<string, number>;

  const list = async (query: string, brand = 'nova'): Promise<Page> => {
    const answer = await api.get(`/api/guest/channels?${query}`, { 'x-site-code': brand });
    expect(answer.status).toBe(200);
    return answer.body as Page;
  };
  /** Every page of a list in turn, and one past the last. */
  const walk = async (query: string, size: number) => {
    const pages: Page[] = [];
    for (let page = 1; pages.at(-1)?.items.length !== 0; page++)
      pages.push(await list(`${query}&size=${size}&page=${page}`));
    return pages;
  };

  async function channelOf(
    brand: string,
    loginId: string,
    channel: { name: string; isLive?: boolean; viewerCount?: number; categoryId?: number },
  ) {
    const [owner] = await api.database.db
      .insert(members)
      .values({ loginId, nickname: loginId, brand })
      .returning({ memberId: members.memberId });
    const [row] = await api.database.db
      .insert(channels)
      .values({ ownerMemberId: owner?.memberId ?? 0, ...channel })
      .returning({ channelId: channels.channelId });
    return { memberId: owner?.memberId ?? 0, channelId: row?.channelId ?? 0 };
  }

  beforeAll(async () => {
    api = await startTestApi(target);
    const db = api.database.db;
    // Only this test's channels on nova and bellcast: the demo seed's owners have withdrawn.
    await db
      .update(members)
      .set({ withdrawnAt: new Date() })
      .where(inArray(members.brand, ['nova', 'bellcast']));
    const [enabled, disabled] = await db
      .select({ categoryId: categories.categoryId })
      .from(categories)
      .orderBy(categories.categoryId)
      .limit(2);
    enabledCategory = enabled?.categoryId ?? 0;
    await db
      .update(categories)
      .set({ enabled: false })
      .where(eq(categories.categoryId, disabled?.categoryId ?? 0));
    ids = new Map();
    const add = async (key: string, loginId: string, channel: Parameters<typeof channelOf>[2]) =>
      ids.set(key, (await channelOf('nova', loginId, channel)).channelId);
    // Inserted out of order; three live rooms tie on viewers, two of them on the name too (the id decides).
    await add('tie-b', 'novatest01', { name: 'tie-b', isLive: true, viewerCount: 120 });
    await add('tie-a2', 'novatest02', { name: 'tie-a', isLive: true, viewerCount: 120 });
    await add('low', 'novatest03', {
      name: 'low',
      isLive: true,
      viewerCount: 5,
      categoryId: disabled?.categoryId ?? 0,
    });
    await add('top', 'novatest04', { name: 'top', isLive: true, viewerCount: 300, categoryId: enabledCategory });
    await add('tie-a3', 'novatest05', { name: 'tie-a', isLive: true, viewerCount: 120 });
    for (const [index, name] of ['off-m', 'off-c', 'off-x', 'off-a', 'off-k', 'off-e'].entries())
      await add(name, `novaoff0${index}`, { name });
    // A withdrawn owner's room and another brand's room, both with more viewers than any: never listed.
    const gone = await channelOf('nova', 'novagone01', { name: 'gone', isLive: true, viewerCount: 9_000 });
    await db.update(members).set({ withdrawnAt: new Date() }).where(eq(members.memberId, gone.memberId));
    ids.set(
      'bell',
      (await channelOf('bellcast', 'bellbig001', { name: 'bell', isLive: true, viewerCount: 99_999 })).channelId,
    );
    expected = {
      live: ['top', 'tie-a2', 'tie-a3', 'tie-b', 'low'],
      offline: ['off-a', 'off-c', 'off-e', 'off-k', 'off-m', 'off-x'],
    };
  });
  afterAll(() => api.close());

  const idsOf = (keys: string[]) => keys.map((key) => ids.get(key));

  test('pages of 2 walk the brand in order, live by viewers, ties by name then id, each channel once', async () => {
    const pages = await walk('', 2);
    const all = [...expected.live, ...expected.offline];
    expect(pages.flatMap((page) => page.items.map((card) => card.channelId))).toEqual(idsOf(all));
    // The same total on every page, the one past the last too (it has no row to carry the count).
    expect(pages.map((page) => page.total)).toEqual(pages.map(() => all.length));
    expect(pages.at(-1)).toEqual({ items: [], page: pages.length, size: 2, total: all.length });
  });

  test('the live and offline lists keep the order and count only their own', async () => {
    const live = await walk('live=true', 3);
    expect(live.flatMap((page) => page.items.map((card) => card.channelId))).toEqual(idsOf(expected.live));
    expect(live.map((page) => page.total)).toEqual([5, 5, 5]);
    const offline = await walk('live=false', 4);
    expect(offline.flatMap((page) => page.items.map((card) => card.channelId))).toEqual(idsOf(expected.offline));
    expect(offline.map((page) => page.total)).toEqual([6, 6, 6]);
    expect(offline[0]?.items.every((card) => !card.isLive && card.viewerCount === 0)).toBe(true);
  });

  test("a card shows its category only while it is enabled, and another brand's list is its own", async () => {
    const [first] = (await list('size=20')).items;
    expect(first).toMatchObject({ name: 'top', viewerCount: 300, categoryId: enabledCategory });
    const cards = (await list('size=20')).items;
    expect(cards.find((card) => card.name === 'low')?.categoryId).toBeNull();
    expect(cards.find((card) => card.name === 'off-a')?.categoryId).toBeNull();
    expect(await list('size=20', 'bellcast')).toMatchObject({
      items: [{ channelId: ids.get('bell'), name: 'bell' }],
      total: 1,
    });
    // A first page without a row: the brand has no such channel.
    expect(await list('size=20&live=false', 'bellcast')).toEqual({ items: [], page: 1, size: 20, total: 0 });
  });
});
