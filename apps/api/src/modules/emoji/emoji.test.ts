import { CHANNEL_MESSAGES, EMOJI_CATALOG, SUBSCRIPTION_STATE } from '@onair/contracts';
import { subscriptions } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const BASIC = EMOJI_CATALOG.filter((emoji) => emoji.group === 'basic');
const codesOf = (body: { items: Array<{ code: string }> }) => body.items.map((emoji) => emoji.code);

describe.each(testDatabaseTargets('pglite'))('emoji on $name', (target) => {
  let api: MoneyApi;
  let streamer: TestMember;
  let other: TestMember;
  let mintStreamer: TestMember;

  const showEmoji = (member: TestMember | null, channelId: number | string | null) =>
    get(api, member, `/api/guest/show-emoji?channelId=${channelId}`);

  /** A member whose subscription to the streamer's channel is in this state and expires in `days`. */
  async function subscriberOf(channel: TestMember, state: number, days: number) {
    const member = await newMember(api);
    await api.database.db.insert(subscriptions).values({
      memberId: member.memberId,
      channelId: channel.channelId ?? 0,
      brand: 'onair',
      plan: 'oneMonth',
      state,
      expiresAt: addDays(new Date(), days),
    });
    return member;
  }

  beforeAll(async () => {
    api = await startMoneyApi(target);
    streamer = await newMember(api, { channel: { live: true } });
    other = await newMember(api, { channel: { live: false } });
    mintStreamer = await newMember(api, { brand: 'mint', channel: { live: true } });
  });
  afterAll(() => api.close());

  test('show-all-emoji pages the whole catalog, 100 to a page by default', async () => {
    const { status, body } = await get(api, null, '/api/guest/show-all-emoji');
    expect(status).toBe(200);
    expect(body).toEqual({ items: EMOJI_CATALOG, page: 1, size: 100, total: EMOJI_CATALOG.length });
    expect(body.items[0]).toEqual({ emojiId: 1, code: 'smile', name: '웃음', glyph: '😄', group: 'basic' });

    const second = await get(api, null, '/api/guest/show-all-emoji?page=2&size=25');
    expect(second.body).toMatchObject({ page: 2, size: 25, total: EMOJI_CATALOG.length });
    expect(second.body.items).toEqual(EMOJI_CATALOG.slice(25, 50));
    const past = await get(api, null, '/api/guest/show-all-emoji?page=9&size=25');
    expect(past.body).toEqual({ items: [], page: 9, size: 25, total: EMOJI_CATALOG.length });
  });

  test('show-all-emoji refuses a bad page or size with 400', async () => {
    for (const query of ['page=0', 'size=0', 'size=101', 'page=x']) {
      const { status, body } = await get(api, null, `/api/guest/show-all-emoji?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_ERROR', errors: [expect.objectContaining({ in: 'query' })] });
    }
  });

  test('visitors and members without a subscription get the basic emoji only', async () => {
    const member = await newMember(api);
    for (const caller of [null, member]) {
      const { status, body } = await showEmoji(caller, streamer.channelId);
      expect(status).toBe(200);
      expect(body).toEqual({ channelId: streamer.channelId, subscriber: false, items: BASIC });
    }
  });

  test('an active subscriber (state 1, or renewal cancelled and not expired) also gets the subscriber emoji', async () => {
    const subscribed = await subscriberOf(streamer, SUBSCRIPTION_STATE.subscribed, 30);
    const cancelled = await subscriberOf(streamer, SUBSCRIPTION_STATE.renewalCancelled, 3);
    for (const member of [subscribed, cancelled]) {
      const { body } = await showEmoji(member, streamer.channelId);
      expect(body).toEqual({ channelId: streamer.channelId, subscriber: true, items: EMOJI_CATALOG });
      expect(codesOf(body)).toContain('crown');
    }
    // The subscription is to one channel: elsewhere they are like anyone else.
    expect((await showEmoji(subscribed, other.channelId)).body.subscriber).toBe(false);
  });

  test('expired, ended and run-out subscriptions count for nothing', async () => {
    const cases = [
      [SUBSCRIPTION_STATE.expired, -1],
      [SUBSCRIPTION_STATE.unsubscribed, 10],
      [SUBSCRIPTION_STATE.unused, 10],
      [SUBSCRIPTION_STATE.renewalCancelled, -1],
      [SUBSCRIPTION_STATE.subscribed, -1],
    ] as const;
    for (const [state, days] of cases) {
      const member = await subscriberOf(streamer, state, days);
      const { body } = await showEmoji(member, streamer.channelId);
      expect({ state, days, subscriber: body.subscriber, items: body.items.length }).toEqual({
        state,
        days,
        subscriber: false,
        items: BASIC.length,
      });
    }
  });

  test("the channel's owner uses its subscriber emoji", async () => {
    const { body } = await showEmoji(streamer, streamer.channelId);
    expect(body).toMatchObject({ subscriber: true, items: EMOJI_CATALOG });
  });

  test("an unknown channel or another brand's is 404, a malformed id 400", async () => {
    for (const channelId of [999_999_999, mintStreamer.channelId]) {
      const { status, body } = await showEmoji(null, channelId);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND', message: CHANNEL_MESSAGES.notFound });
    }
    // From inside the mint brand the channel is found.
    expect((await showEmoji(mintStreamer, mintStreamer.channelId)).status).toBe(200);
    for (const channelId of ['', 'abc', '0', '-3']) {
      const { status, body } = await showEmoji(null, channelId);
      expect(status).toBe(400);
      expect(body.errors[0]).toMatchObject({ field: 'channelId', in: 'query' });
    }
    const missing = await get(api, null, '/api/guest/show-emoji');
    expect(missing.status).toBe(400);
  });
});
