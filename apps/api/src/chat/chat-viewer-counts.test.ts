/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi } from '../money/testing/money-test-kit';
import { until } from './testing/chat-client';
import { joinAs } from './testing/chat-members';

describe.each(testDatabaseTargets())('live viewer counts on the channel list on $name', (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(async () => {
    await api.close();
  });

  const viewersOf = async (channelId: number) =>
    (await get(api, null, `/api/guest/channel/${channelId}`)).body.viewerCount as number;
  /** The channel's count as the home list reads it, once it reads `expected`; the last count read otherwise. */
  async function viewersBecome(channelId: number, expected: number, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    let seen = await viewersOf(channelId);
    while (seen !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = await viewersOf(channelId);
    }
    return seen;
  }

  test('the channel shows how many are in its room, and drops to 0 when they leave', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const channelId = streamer.channelId!;
    const room = String(channelId);
    const first = await joinAs(api.url, await newMember(api), room);
    const second = await joinAs(api.url, null, room);
    // Written every few seconds, not on every join: a busy room would otherwise write on each one.
    expect(await viewersBecome(channelId, 2)).toBe(2);

    second.socket.disconnect();
    expect(await viewersBecome(channelId, 1)).toBe(1);
    first.socket.disconnect();
    expect(await viewersBecome(channelId, 0)).toBe(0);
  });

  test('everyone in the room hears the count move, not only the latest joiner', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const room = String(streamer.channelId!);
    const first = await joinAs(api.url, await newMember(api), room);
    expect(first.joined).toMatchObject({ viewers: 1 });
    const second = await joinAs(api.url, null, room);
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
});
