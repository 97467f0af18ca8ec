/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, startMoneyApi, type MoneyApi } from '../money/testing/money-test-kit';
import { request, settle } from './testing/chat-client';
import { joinAs } from './testing/chat-members';
import { countsEverywhere, listChannelEverywhere, sameEverywhere } from './testing/counts-everywhere';

/**
 * One live channel, one number (docs/chat.md, *Who counts as a viewer*): what the live page hears
 * from its room is what the home cards, the channel list, the channel detail and the member's
 * followed and recently watched lists say, while the viewer is in and after they leave.
 */
/** The stored copy written every 2 s rather than 5: long enough to read every list before it, short enough to wait for. */
const WRITE_MS = 2_000;

describe.each(testDatabaseTargets('pglite'))('one viewer count for a live channel everywhere on $name', (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target, {
      settings: (settings) => ({ ...settings, chatTiming: { viewerCountWriteMs: WRITE_MS } }),
    });
  });
  afterAll(() => api.close());

  test('a viewer joins: the live page, the home cards and the follow and recent lists all say 1; they leave: all say 0', async () => {
    const [member, streamer] = [await newMember(api), await newMember(api, { channel: { live: true } })];
    const channelId = streamer.channelId!;
    await listChannelEverywhere(api.database.db, api.url, member, channelId);

    // The member opens the live page: its room is where they are counted.
    const watching = await joinAs(api.url, member, String(channelId));
    try {
      expect(watching.joined).toMatchObject({ viewers: 1 });
      const whileIn = await countsEverywhere(api.url, member, channelId);
      expect(whileIn).toEqual(sameEverywhere(1, whileIn));

      // Still one number once the stored copy is written (every WRITE_MS), not only before it.
      await settle(WRITE_MS + 500);
      const afterWrite = await countsEverywhere(api.url, member, channelId);
      expect(afterWrite).toEqual(sameEverywhere(1, afterWrite));

      expect(await request(watching.socket, 'leave', { room: String(channelId) })).toMatchObject({ ok: true });
      const afterLeaving = await countsEverywhere(api.url, member, channelId);
      expect(afterLeaving).toEqual(sameEverywhere(0, afterLeaving));
    } finally {
      watching.socket.disconnect();
    }
  }, 30_000);
});
