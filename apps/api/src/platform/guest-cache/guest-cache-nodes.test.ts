import { eq } from 'drizzle-orm';
import { getBrand } from '@onair/brand';
import { channels, follows, members, openDatabase } from '@onair/db';
import { buildApp } from '../../app';
import { insertMember, openSharedDatabase } from '../../modules/chat/testing/chat-cluster-kit';
import type { TestMember } from '../../modules/money/testing/money-test-kit';
import { guestCacheMsOf, readConfig } from '../config/config';
import { settingsFromConfig } from '../config/settings';
import { TEST_SERVER_OPTIONS } from '../../testing/test-server-options';

/** The staleness production states (GUEST_CACHE_MS unset outside tests). */
const STALE_MS = guestCacheMsOf({ NODE_ENV: 'production' });

const SKIP = process.env['DATABASE_URL'] ? null : 'skipped: the guest cache node test needs DATABASE_URL (PostgreSQL both nodes share)';
const describeNodes = SKIP ? describe.skip : describe;
if (SKIP) console.warn(SKIP);

type Node = { url: string; close(): Promise<void> };

/** One API node as main.ts runs it: its own pool and its own guest cache, the production staleness. */
async function startNode(databaseUrl: string): Promise<Node> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  const settings = { ...settingsFromConfig(readConfig({ NODE_ENV: 'test' })), guestCacheMs: STALE_MS };
  const app = await buildApp({ database, cacheKind: 'memory', defaultBrand: getBrand('onair'), settings }, TEST_SERVER_OPTIONS);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: async () => (await app.close(), await database.close()) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A channel's name as each of the three guest reads shows it on a node (null: not there). */
async function namesOn(node: Node, channelId: number, headers: Record<string, string> = {}) {
  const get = async (path: string) => {
    const response = await fetch(`${node.url}${path}`, { headers });
    return response.status === 200 ? ((await response.json()) as Record<string, unknown>) : null;
  };
  const [list, profile, detail] = await Promise.all([
    get('/api/guest/channels?page=1&size=20'),
    get(`/api/guest/channel-profile/${channelId}`),
    get(`/api/guest/channel/${channelId}`),
  ]);
  const listed = (list?.['items'] as Array<{ channelId: number; name: string }> | undefined)?.find((item) => item.channelId === channelId);
  return { list: listed?.name ?? null, profile: (profile?.['name'] as string | undefined) ?? null, detail: (detail?.['name'] as string | undefined) ?? null };
}

const everywhere = (name: string | null) => ({ list: name, profile: name, detail: name });

describeNodes('guest answers cached on two API nodes sharing PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  let nodes: Node[] = [];
  let streamer: TestMember;

  beforeAll(async () => {
    shared = await openSharedDatabase();
    nodes = await Promise.all([startNode(shared.url), startNode(shared.url)]);
    streamer = await insertMember(shared.admin, { channel: true });
    // The most viewers: first on the home list's first page, whatever else the database holds.
    await shared.admin.db.update(channels).set({ player: 'HLS', liveTitle: '첫 방송', viewerCount: 99_999 }).where(eq(channels.channelId, streamer.channelId as number));
  });
  afterAll(async () => {
    await Promise.allSettled(nodes.map((node) => node.close()));
    await shared?.close();
  });

  const rename = (channelId: number, name: string) =>
    shared.admin.db.update(channels).set({ name }).where(eq(channels.channelId, channelId));

  it('states about a second of staleness', () => {
    expect(STALE_MS).toBe(1000);
  });

  it('a rename shows on both nodes within the stated staleness, and each node answers its copy until then', async () => {
    const channelId = streamer.channelId as number;
    await rename(channelId, '처음 이름');
    // A copy read before the rename's commit would be older than the rename: wait one staleness out.
    await sleep(STALE_MS);
    const warmedAt = Date.now();
    for (const node of nodes) expect(await namesOn(node, channelId)).toEqual(everywhere('처음 이름'));

    await rename(channelId, '바뀐 이름');
    const renamedAt = Date.now();
    const soon = await Promise.all(nodes.map((node) => namesOn(node, channelId)));
    // Within the staleness each node may still answer its copy; it does when the machine was quick
    // enough to ask again before the copies expired (they are kept, not read anew per request).
    if (Date.now() - warmedAt < STALE_MS) expect(soon).toEqual([everywhere('처음 이름'), everywhere('처음 이름')]);

    await sleep(renamedAt + STALE_MS - Date.now());
    for (const node of nodes) expect(await namesOn(node, channelId)).toEqual(everywhere('바뀐 이름'));
  });

  it('adult and password rooms are never answered from a copy: their page shows a change at once', async () => {
    const adult = await insertMember(shared.admin, { channel: true });
    const locked = await insertMember(shared.admin, { channel: true });
    await shared.admin.db.update(channels).set({ player: 'HLS', adult: true }).where(eq(channels.channelId, adult.channelId as number));
    await shared.admin.db
      .update(channels)
      .set({ player: 'HLS', roomPasswordHash: 'not-a-real-hash' })
      .where(eq(channels.channelId, locked.channelId as number));
    for (const room of [adult, locked]) {
      const channelId = room.channelId as number;
      for (const node of nodes) {
        const before = await (await fetch(`${node.url}/api/guest/channel/${channelId}`)).json();
        expect([before.channelId, before.stream]).toEqual([channelId, null]);
      }
      await rename(channelId, `닫힌 방 ${channelId}`);
      for (const node of nodes) {
        const after = await (await fetch(`${node.url}/api/guest/channel/${channelId}`)).json();
        expect([after.name, after.stream]).toEqual([`닫힌 방 ${channelId}`, null]);
      }
    }
  });

  it('an open room gives guests a stream from the copy, and a signed-in follower their own answer', async () => {
    const channelId = streamer.channelId as number;
    const fan = await insertMember(shared.admin);
    await shared.admin.db.insert(follows).values({ memberId: fan.memberId, channelId });
    const [node] = nodes as [Node];
    const guest = await (await fetch(`${node.url}/api/guest/channel/${channelId}`)).json();
    const signedIn = await (await fetch(`${node.url}/api/guest/channel/${channelId}`, { headers: fan.headers })).json();
    expect([guest.following, signedIn.following]).toEqual([false, true]);
    expect(guest.stream).not.toBeNull();
  });

  it('each brand has its own copies: another brand never sees this channel, even while it is cached', async () => {
    const channelId = streamer.channelId as number;
    const onair = nodes.map((node) => namesOn(node, channelId));
    const named = await Promise.all(onair);
    expect(named.every((names) => names.detail !== null)).toBe(true);
    for (const node of nodes) {
      expect(await namesOn(node, channelId, { 'x-site-code': 'mint' })).toEqual(everywhere(null));
    }
    const [owner] = await shared.admin.db.select({ brand: members.brand }).from(members).where(eq(members.memberId, streamer.memberId));
    expect(owner?.brand).toBe('onair');
  });
});
