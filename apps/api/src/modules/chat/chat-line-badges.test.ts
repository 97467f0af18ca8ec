import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../platform/ledger/accounts';
import { fund, newMember, post, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { until } from './testing/chat-client';
import { joinAs, say, type InRoom } from './testing/chat-members';

// docs/chat.md, "Badges": a subscriber badge by whole months subscribed (tiers 1, 3, 6, 12) and a
// fan badge by what the member gifted the channel in all (팬 from 1, 열혈팬 from 10,000).
describe.each(testDatabaseTargets())('chat line badges on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];
  const enter = async (member: TestMember | null, room: string, lastSeq?: number) => {
    const inRoom = await joinAs(api.url, member, room, lastSeq === undefined ? {} : { lastSeq });
    sockets.push(inRoom.socket);
    return inRoom;
  };
  /** Sends a line and answers it as the room heard it. */
  async function lineOf(writer: InRoom, watcher: InRoom, room: string, text: string) {
    const sent = await say(writer.socket, room, text);
    if (!sent.ok) throw new Error(`line refused: ${JSON.stringify(sent)}`);
    await until(() => watcher.heard.messages.some((message) => message.seq === sent.seq), 10_000, text);
    return watcher.heard.messages.find((message) => message.seq === sent.seq);
  }
  const subscribe = async (member: TestMember, channelId: number) => {
    await fund(api, walletOf(member.memberId, 'onair'), 3_300);
    const bought = await post(api, member, '/api/my/subscriptions', { channelId, plan: 'oneMonth' });
    expect(bought.status).toBe(201);
  };
  const gift = async (member: TestMember, channelId: number, amount: number) => {
    await fund(api, walletOf(member.memberId, 'onair'), amount);
    expect((await post(api, member, '/api/luv/gift', { channelId, amount })).status).toBe(200);
  };
  /** Moves a subscription's start back, as if it had run that many months. */
  const subscribedMonthsAgo = (member: TestMember, channelId: number, months: number) =>
    api.database.db.execute(
      sql`update subscriptions set started_at = now() - make_interval(months => ${months}) - interval '1 day'
          where member_id = ${member.memberId} and channel_id = ${channelId}`,
    );

  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await api.close();
  });

  test('a plain line carries no badge; a gift makes its sender a 팬 on their next line, 10,000 in all a 열혈팬', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const fan = await newMember(api);
    const room = String(streamer.channelId);
    const channelId = streamer.channelId as number;
    const watcher = await enter(null, room);
    const writer = await enter(fan, room);

    expect(await lineOf(writer, watcher, room, '처음 왔어요')).toMatchObject({ kind: 'chat', payload: null });
    // The gift's line passes this node: the sender's remembered badges are read again.
    await gift(fan, channelId, 100);
    expect((await lineOf(writer, watcher, room, '선물했어요'))?.payload).toEqual({ badges: { fan: 'fan' } });
    await gift(fan, channelId, 9_900);
    expect((await lineOf(writer, watcher, room, '10,000'))?.payload).toEqual({ badges: { fan: 'devoted' } });
    // One short of 10,000 is still a 팬 (another member: a member's lines are rate limited, 3 in 2 s).
    const almost = await newMember(api);
    await gift(almost, channelId, 9_999);
    expect((await lineOf(await enter(almost, room), watcher, room, '9,999'))?.payload).toEqual({
      badges: { fan: 'fan' },
    });
  });

  test("a subscriber's badge follows their months (1, 3, 6, 12 tiers), is stored with the line and replayed as it was", async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const room = String(streamer.channelId);
    const channelId = streamer.channelId as number;
    const watcher = await enter(null, room);
    const cases = [
      [0, { months: 1, tier: 1 }],
      [2, { months: 3, tier: 3 }],
      [5, { months: 6, tier: 6 }],
      [10, { months: 11, tier: 6 }],
      [11, { months: 12, tier: 12 }],
      [30, { months: 31, tier: 12 }],
    ] as const;
    const heard: unknown[] = [];
    for (const [monthsAgo, expected] of cases) {
      const subscriber = await newMember(api);
      await subscribe(subscriber, channelId);
      await subscribedMonthsAgo(subscriber, channelId, monthsAgo);
      const line = await lineOf(await enter(subscriber, room), watcher, room, `${monthsAgo}개월 전부터`);
      expect(line?.payload).toEqual({ badges: { subscriber: expected } });
      heard.push(line);
    }
    // Both badges at once: a subscriber who also gifted.
    const both = await newMember(api);
    await subscribe(both, channelId);
    await gift(both, channelId, 500);
    const bothLine = await lineOf(await enter(both, room), watcher, room, '둘 다');
    expect(bothLine?.payload).toEqual({ badges: { subscriber: { months: 1, tier: 1 }, fan: 'fan' } });

    // A replay (a late joiner's catch-up) reads the stored lines: the same badges.
    const late = await enter(null, room, 0);
    expect(late.heard.messages.filter((message) => message.kind === 'chat')).toEqual([...heard, bothLine]);
  });

  test('badges are per channel, and an expired subscription shows none', async () => {
    const gifted = await newMember(api, { channel: { live: true } });
    const other = await newMember(api, { channel: { live: true } });
    const member = await newMember(api);
    await gift(member, gifted.channelId as number, 20_000);
    await subscribe(member, gifted.channelId as number);
    const otherRoom = String(other.channelId);
    const watcher = await enter(null, otherRoom);
    expect((await lineOf(await enter(member, otherRoom), watcher, otherRoom, '다른 방'))?.payload).toBeNull();

    const lapsed = await newMember(api);
    await subscribe(lapsed, gifted.channelId as number);
    await api.database.db.execute(
      sql`update subscriptions set expires_at = now() - interval '1 minute' where member_id = ${lapsed.memberId}`,
    );
    const room = String(gifted.channelId);
    const giftedWatcher = await enter(null, room);
    expect((await lineOf(await enter(lapsed, room), giftedWatcher, room, '만료'))?.payload).toBeNull();
  });
});
