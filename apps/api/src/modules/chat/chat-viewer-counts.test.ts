/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { eq } from 'drizzle-orm';
import { channels } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi } from '../money/testing/money-test-kit';
import { request, until } from './testing/chat-client';
import { joinAs } from './testing/chat-members';

type Card = { channelId: number; isLive: boolean; viewerCount: number };

/** The stored count's writer every 200 ms instead of every 5 s: for the tests that wait for it. */
const QUICK_WRITES = { viewerCountWriteMs: 200 };

describe.each(testDatabaseTargets('pglite'))('live viewer counts on the channel list on $name', (target) => {
  /** The writer at its own pace: a count read at once is the room's, not a write that came between. */
  let api: MoneyApi;
  let quick: MoneyApi;
  /** As production runs: guests are answered from the node's copies, kept a second. */
  let cached: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
    quick = await startMoneyApi(target, { settings: (settings) => ({ ...settings, chatTiming: QUICK_WRITES }) });
    cached = await startMoneyApi(target, { settings: (settings) => ({ ...settings, guestCacheMs: 1000 }) });
  });
  afterAll(async () => {
    await api.close();
    await quick.close();
    await cached.close();
  });

  /** channels.viewer_count: the copy the writer keeps, for nodes without the chat and rooms nobody is in. */
  const storedOf = async (channelId: number, on = quick) => {
    const [row] = await on.database.db
      .select({ viewerCount: channels.viewerCount })
      .from(channels)
      .where(eq(channels.channelId, channelId));
    return row!.viewerCount;
  };
  async function storedBecomes(channelId: number, expected: number, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    let seen = await storedOf(channelId);
    while (seen !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await storedOf(channelId);
    }
    return seen;
  }
  const liveCards = async (on: MoneyApi) =>
    (await get(on, null, '/api/guest/channels?live=true&size=100')).body.items as Card[];
  const cardOf = async (channelId: number, on = quick) =>
    (await liveCards(on)).find((card) => card.channelId === channelId);

  test('the stored count follows the room every few seconds and drops to 0 when they leave', async () => {
    const streamer = await newMember(quick, { channel: { live: true } });
    const channelId = streamer.channelId!;
    const room = String(channelId);
    const first = await joinAs(quick.url, await newMember(quick), room);
    const second = await joinAs(quick.url, null, room);
    // Written every few seconds, not on every join: a busy room would otherwise write on each one.
    expect(await storedBecomes(channelId, 2)).toBe(2);

    second.socket.disconnect();
    expect(await storedBecomes(channelId, 1)).toBe(1);
    first.socket.disconnect();
    expect(await storedBecomes(channelId, 0)).toBe(0);
  });

  test('the channel list says what the room says at once, not when the count is next written', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const channelId = streamer.channelId!;
    const room = String(channelId);
    const viewer = await joinAs(api.url, null, room);
    expect(viewer.joined).toMatchObject({ viewers: 1 });
    expect(await cardOf(channelId, api)).toMatchObject({ isLive: true, viewerCount: 1 });
    expect((await get(api, null, `/api/guest/channel/${channelId}`)).body.viewerCount).toBe(1);

    expect(await request(viewer.socket, 'leave', { room })).toMatchObject({ ok: true });
    expect(await cardOf(channelId, api)).toMatchObject({ viewerCount: 0 });
    viewer.socket.disconnect();
  });

  test("with the guests' copies kept, the card and the live page still follow the room at once", async () => {
    const streamer = await newMember(cached, { channel: { live: true } });
    const channelId = streamer.channelId!;
    const room = String(channelId);
    // Both copies are read while the room is empty, then asked again within their second.
    expect(await cardOf(channelId, cached)).toMatchObject({ viewerCount: 0 });
    expect((await get(cached, null, `/api/guest/channel/${channelId}`)).body.viewerCount).toBe(0);
    const viewer = await joinAs(cached.url, null, room);
    expect(await cardOf(channelId, cached)).toMatchObject({ isLive: true, viewerCount: 1 });
    expect((await get(cached, null, `/api/guest/channel/${channelId}`)).body.viewerCount).toBe(1);

    expect(await request(viewer.socket, 'leave', { room })).toMatchObject({ ok: true });
    expect(await cardOf(channelId, cached)).toMatchObject({ viewerCount: 0 });
    expect((await get(cached, null, `/api/guest/channel/${channelId}`)).body.viewerCount).toBe(0);
    viewer.socket.disconnect();

    // A copy's text is sent as it was written once: still JSON, as the contract says.
    const answers = await Promise.all(
      ['/api/guest/channels?live=true&size=100', `/api/guest/channel/${channelId}`, `/api/guest/channel-profile/${channelId}`].map(
        (path) => fetch(`${cached.url}${path}`),
      ),
    );
    for (const response of answers) {
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/json; charset=utf-8']);
    }
    const [list, detail, profile] = await Promise.all(answers.map((response) => response.json()));
    expect(list.items.some((card: Card) => card.channelId === channelId)).toBe(true);
    expect([detail.channelId, profile.channelId]).toEqual([channelId, channelId]);
  });

  test('a page of live channels reads most viewers first by the counts it shows', async () => {
    const [crowded, listed] = [
      await newMember(api, { channel: { live: true } }),
      await newMember(api, { channel: { live: true } }),
    ];
    // Nobody is in this room: its stored count (from elsewhere) is what the list has.
    await api.database.db.update(channels).set({ viewerCount: 1 }).where(eq(channels.channelId, listed.channelId!));
    const room = String(crowded.channelId);
    const viewers = [await joinAs(api.url, null, room), await joinAs(api.url, null, room)];

    const cards = await liveCards(api);
    const ids = cards.map((card) => card.channelId);
    expect(cards.find((card) => card.channelId === crowded.channelId)).toMatchObject({ viewerCount: 2 });
    expect(cards.find((card) => card.channelId === listed.channelId)).toMatchObject({ viewerCount: 1 });
    expect(ids.indexOf(crowded.channelId!)).toBeLessThan(ids.indexOf(listed.channelId!));
    const counts = cards.map((card) => card.viewerCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const suggested = (await get(api, null, '/api/guest/suggestion-list?size=100')).body.items as Card[];
    expect(suggested.find((card) => card.channelId === crowded.channelId)).toMatchObject({ viewerCount: 2 });
    for (const viewer of viewers) viewer.socket.disconnect();
  });

  test('everyone in the room hears the count move, not only the latest joiner', async () => {
    const streamer = await newMember(quick, { channel: { live: true } });
    const room = String(streamer.channelId!);
    const first = await joinAs(quick.url, await newMember(quick), room);
    expect(first.joined).toMatchObject({ viewers: 1 });
    const second = await joinAs(quick.url, null, room);
    const countsHeard = (heard: typeof first.heard) =>
      heard.events
        .filter((event) => event['type'] === 'viewers' && event['room'] === room)
        .map((event) => event['viewers']);
    await until(() => countsHeard(first.heard).at(-1) === 2, 15_000, 'the first viewer to hear 2');
    await until(
      () => countsHeard(second.heard).at(-1) === 2 || second.joined['viewers'] === 2,
      15_000,
      'the second viewer to know 2',
    );

    second.socket.disconnect();
    await until(() => countsHeard(first.heard).at(-1) === 1, 15_000, 'the first viewer to hear 1');
    first.socket.disconnect();
  });

  test("the owner's own tabs are not viewers: the room, the cards and the stored count leave them out", async () => {
    const streamer = await newMember(quick, { channel: { live: true } });
    const channelId = streamer.channelId!;
    const room = String(channelId);
    // The broadcast studio and the live page, say: two sockets of the owner.
    const ownerTabs = [await joinAs(quick.url, streamer, room), await joinAs(quick.url, streamer, room)];
    for (const tab of ownerTabs) expect(tab.joined).toMatchObject({ viewers: 0 });
    expect(await cardOf(channelId)).toMatchObject({ isLive: true, viewerCount: 0 });
    expect((await get(quick, null, `/api/guest/channel/${channelId}`)).body.viewerCount).toBe(0);

    const viewer = await joinAs(quick.url, await newMember(quick), room);
    expect(viewer.joined).toMatchObject({ viewers: 1 });
    expect(await cardOf(channelId)).toMatchObject({ viewerCount: 1 });
    expect((await get(quick, null, `/api/guest/channel/${channelId}`)).body.viewerCount).toBe(1);
    expect(await storedBecomes(channelId, 1)).toBe(1);
    // The owner's tabs hear the count their room shows, as everyone in it does.
    const countsHeard = (heard: typeof viewer.heard) =>
      heard.events
        .filter((event) => event['type'] === 'viewers' && event['room'] === room)
        .map((event) => event['viewers']);
    await until(() => countsHeard(ownerTabs[0]!.heard).at(-1) === 1, 15_000, 'the owner to hear 1');

    // A tab the owner closes, or a room the owner leaves, changes nothing.
    expect(await request(ownerTabs[0]!.socket, 'leave', { room })).toMatchObject({ ok: true });
    ownerTabs[1]!.socket.disconnect();
    expect(await cardOf(channelId)).toMatchObject({ viewerCount: 1 });
    // The owner back in the room after leaving it is still no viewer.
    expect(
      await request(ownerTabs[0]!.socket, 'join', { room, streamId: `stream-${room}`, source: 'web' }),
    ).toMatchObject({ ok: true, viewers: 1 });
    expect(await cardOf(channelId)).toMatchObject({ viewerCount: 1 });

    viewer.socket.disconnect();
    expect(await storedBecomes(channelId, 0)).toBe(0);
    expect(await cardOf(channelId)).toMatchObject({ viewerCount: 0 });
    expect(countsHeard(viewer.heard)).not.toContain(2);
    // With only the owner left in it, the room still tells the next viewer's arrival.
    const next = await joinAs(quick.url, null, room);
    expect(next.joined).toMatchObject({ viewers: 1 });
    expect(await storedBecomes(channelId, 1)).toBe(1);
    next.socket.disconnect();
    ownerTabs[0]!.socket.disconnect();
  });
});
