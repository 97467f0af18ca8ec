import { desc, eq, sql } from 'drizzle-orm';
import { getBrand } from '@onair/brand';
import type { CreatorEvent } from '@onair/contracts';
import { openDatabase, overlayTestAlerts, type Database } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { buildApp } from '../../app';
import { readConfig } from '../../platform/config/config';
import { settingsFromConfig } from '../../platform/config/settings';
import { callApi } from '../../testing/test-api';
import { insertMember, openSharedDatabase } from '../chat/testing/chat-cluster-kit';
import { newMember, startMoneyApi, type TestMember } from '../money/testing/money-test-kit';
import type { OverlayMessage } from './overlay-stream';
import { lockChannel } from './test-alert-store';
import { TEST_SERVER_OPTIONS } from '../../testing/test-server-options';

/** The overlay polls every second: two and a half rounds are enough for anything sent to arrive twice. */
const SETTLE_MS = 2500;
const byAt = (a: CreatorEvent, b: CreatorEvent) => a.at.localeCompare(b.at) || a.kind.localeCompare(b.kind);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where a test alert is fired (the studio's request) and where the overlay watches: one node on
 * PGlite, or two nodes on one PostgreSQL as production runs them behind its balancer.
 */
type Setup = {
  fireUrl: string;
  watchUrl: string;
  db: Database;
  owner: TestMember;
  other: TestMember;
  close(): Promise<void>;
};

/** An overlay page's event stream, read in the background into the messages it was sent. */
async function openOverlay(url: string, secret: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/guest/overlay/${secret}/events`, { signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const messages: OverlayMessage[] = [];
  let text = '';
  let opened = false;
  const reading = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
      const frames = text.split('\n\n');
      text = frames.pop() ?? '';
      for (const frame of frames) {
        if (frame.startsWith(': open')) opened = true;
        if (frame.startsWith('data: ')) messages.push(JSON.parse(frame.slice('data: '.length)) as OverlayMessage);
      }
    }
  })();
  const until = async (done: () => boolean, ms = 8000) => {
    const deadline = Date.now() + ms;
    while (!done() && Date.now() < deadline) await sleep(50);
  };
  await until(() => opened);
  expect(opened).toBe(true);
  const alerts = () => messages.flatMap((message) => (message.type === 'alert' ? [message.event] : []));
  return {
    alerts,
    /** Waits for count alerts, then a few more rounds so that a duplicate would have arrived too. */
    async settle(count: number) {
      await until(() => alerts().length >= count);
      await sleep(SETTLE_MS);
      return alerts();
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

/** separateConnections: the press and the test's own transaction may wait on each other (not one PGlite). */
function overlayTestAlertCases(start: () => Promise<Setup>, { separateConnections = false } = {}) {
  let setup: Setup;
  const overlays: { close(): Promise<void> }[] = [];
  const watch = async (member: TestMember, url = setup.watchUrl) => {
    const studio = await callApi(setup.fireUrl, 'GET', `/api/my/studio/${member.channelId}/overlay`, {
      headers: member.headers,
    });
    expect(studio.status).toBe(200);
    const overlay = await openOverlay(url, studio.body.secret as string);
    overlays.push(overlay);
    return overlay;
  };
  const fire = async (kind: 'gift' | 'subscription', url = setup.fireUrl) => {
    const fired = await callApi(url, 'POST', `/api/my/studio/${setup.owner.channelId}/overlay/test`, {
      body: { kind },
      headers: setup.owner.headers,
    });
    expect(fired.status).toBe(200);
    expect(fired.body).toMatchObject({ kind, test: true });
    return fired.body as CreatorEvent;
  };

  beforeAll(async () => {
    setup = await start();
  }, 60_000);
  afterEach(async () => {
    await Promise.all(overlays.splice(0).map((overlay) => overlay.close()));
  });
  afterAll(() => setup?.close(), 30_000);

  test("a test alert reaches the channel's overlay on the watching node exactly once and in order; another channel's sees nothing", async () => {
    const overlay = await watch(setup.owner);
    const elsewhere = await watch(setup.other);
    const elsewhereOnFiring = await watch(setup.other, setup.fireUrl);
    const gift = await fire('gift');
    const subscription = await fire('subscription');
    expect(gift).toMatchObject({ nickname: '테스트 시청자', amount: 1000, message: '방송 잘 보고 있어요!' });
    expect(await overlay.settle(2)).toEqual([gift, subscription]);
    expect(elsewhere.alerts()).toEqual([]);
    expect(elsewhereOnFiring.alerts()).toEqual([]);
  });

  test('an overlay opened after a test alert does not replay it, and shows the next one', async () => {
    await fire('gift');
    const early = await watch(setup.owner);
    const late = await watch(setup.owner, setup.fireUrl);
    await sleep(SETTLE_MS);
    expect([early.alerts(), late.alerts()]).toEqual([[], []]);
    const next = await fire('subscription', setup.watchUrl);
    expect(await early.settle(1)).toEqual([next]);
    expect(late.alerts()).toEqual([next]);
  });

  test('presses at once on both nodes all arrive, each once, in the order they were stored', async () => {
    const overlay = await watch(setup.owner);
    const kinds = ['gift', 'subscription', 'gift', 'subscription', 'gift', 'subscription'] as const;
    const fired = await Promise.all(kinds.map((kind, i) => fire(kind, i % 2 ? setup.watchUrl : setup.fireUrl)));
    const received = await overlay.settle(fired.length);
    const stored = await setup.db
      .select()
      .from(overlayTestAlerts)
      .where(eq(overlayTestAlerts.channelId, setup.owner.channelId as number))
      .orderBy(desc(overlayTestAlerts.id))
      .limit(fired.length);
    const inOrder = stored.reverse().map((row) => ({ kind: row.kind, at: row.createdAt.toISOString() }));
    expect(received.map(({ kind, at }) => ({ kind, at }))).toEqual(inOrder);
    expect([...received].sort(byAt)).toEqual([...fired].sort(byAt));
  });

  if (separateConnections)
    test('a press waits for an earlier one of the channel to commit, so no overlay reads past an alert not yet committed', async () => {
      const overlay = await watch(setup.owner);
      const channelId = setup.owner.channelId as number;
      let answered = false;
      let pressing: Promise<CreatorEvent> | undefined;
      await setup.db.transaction(async (tx) => {
        // An earlier press on another node, its id taken and not yet committed.
        await tx.execute(lockChannel(channelId));
        await tx
          .insert(overlayTestAlerts)
          .values({ channelId, kind: 'gift', nickname: '먼저 누른 알림', amount: 1, message: null });
        pressing = fire('subscription').then((event) => ((answered = true), event));
        // Longer than a round: an overlay would have read a later id committed meanwhile.
        await sleep(1500);
        expect(answered).toBe(false);
      });
      const later = await (pressing as Promise<CreatorEvent>);
      const received = await overlay.settle(2);
      expect(received.map(({ nickname }) => nickname)).toEqual(['먼저 누른 알림', later.nickname]);
      expect(received[1]).toEqual(later);
    });

  test('a test alert older than a minute is neither sent nor kept', async () => {
    const overlay = await watch(setup.owner);
    // As a stream whose rounds stalled would find it: newer than its mark, but a minute old.
    const [stale] = await setup.db
      .insert(overlayTestAlerts)
      .values({
        channelId: setup.owner.channelId as number,
        kind: 'gift',
        nickname: '지난 알림',
        amount: 1,
        message: null,
        createdAt: sql`now() - interval '61 seconds'`,
      })
      .returning();
    const fresh = await fire('gift');
    expect(await overlay.settle(1)).toEqual([fresh]);
    const left = await setup.db
      .select()
      .from(overlayTestAlerts)
      .where(eq(overlayTestAlerts.id, stale?.id ?? 0));
    expect(left).toEqual([]);
  });
}

describe.each(testDatabaseTargets('pglite'))('overlay test alerts on one node on $name', (target) => {
  overlayTestAlertCases(async () => {
    const api = await startMoneyApi(target);
    return {
      fireUrl: api.url,
      watchUrl: api.url,
      db: api.database.db,
      owner: await newMember(api, { channel: { live: true } }),
      other: await newMember(api, { channel: { live: true } }),
      close: () => api.close(),
    };
  });
});

const SKIP = process.env['DATABASE_URL']
  ? null
  : 'skipped: the overlay node test needs DATABASE_URL (PostgreSQL both nodes share)';
if (SKIP) console.warn(SKIP);

(SKIP ? describe.skip : describe)(
  'overlay test alerts fired on one API node, watched on another (one PostgreSQL)',
  () => {
    /** One API node as main.ts runs it: its own pool, its own process memory. */
    async function startNode(databaseUrl: string) {
      const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
      const settings = settingsFromConfig(readConfig({ NODE_ENV: 'test' }));
      const app = await buildApp({ database, cacheKind: 'memory', defaultBrand: getBrand('onair'), settings }, TEST_SERVER_OPTIONS);
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      return { url, close: async () => (await app.close(), await database.close()) };
    }

    overlayTestAlertCases(
      async () => {
        const shared = await openSharedDatabase();
        const [a, b] = await Promise.all([startNode(shared.url), startNode(shared.url)]);
        return {
          fireUrl: a.url,
          watchUrl: b.url,
          db: shared.admin.db,
          owner: await insertMember(shared.admin, { channel: true }),
          other: await insertMember(shared.admin, { channel: true }),
          async close() {
            await Promise.allSettled([a.close(), b.close()]);
            await shared.close();
          },
        };
      },
      { separateConnections: true },
    );
  },
);
