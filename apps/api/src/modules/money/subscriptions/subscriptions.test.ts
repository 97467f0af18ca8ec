import { testDatabaseTargets } from '@onair/db/testing';
import { eq } from 'drizzle-orm';
import { subscriptionEvents } from '@onair/db';
import { receivedOf, systemAccount, walletOf } from '../../../platform/ledger/accounts';
import { MONEY_CODES } from '../../../platform/http/money-errors';
import {
  balanceOf,
  expectLedgerSound,
  expectReplayOf,
  fund,
  get,
  newKey,
  newMember,
  post,
  refusal,
  startMoneyApi,
  type MoneyApi,
  type TestMember,
} from '../testing/money-test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysUntil = (iso: string) => (Date.parse(iso) - Date.now()) / DAY_MS;

describe.each(testDatabaseTargets())('subscriptions on $name', (target) => {
  let api: MoneyApi;
  let streamer: TestMember;

  beforeAll(async () => {
    api = await startMoneyApi(target);
    streamer = await newMember(api, { channel: {} });
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  async function subscriberWith(luv: number) {
    const member = await newMember(api);
    if (luv > 0) await fund(api, walletOf(member.memberId, 'onair'), luv);
    return member;
  }
  const subscribe = (member: TestMember, body: Record<string, unknown>, key?: string) =>
    post(api, member, '/api/my/subscriptions', { channelId: streamer.channelId, ...body }, key);

  test('one month costs 3300 from the wallet, pays the streamer less commission, and renews monthly', async () => {
    const member = await subscriberWith(5000);
    const received = await balanceOf(api, receivedOf(streamer.memberId, 'onair'));
    const key = newKey();
    const answer = await subscribe(member, { plan: 'oneMonth' }, key);
    expect(answer).toMatchObject({
      status: 201,
      body: {
        subscriptionId: expect.any(Number),
        channelId: streamer.channelId,
        channelName: streamer.channelName,
        memberNickname: member.nickname,
        plan: 'oneMonth',
        state: 1,
        autoRenew: true,
        periods: 1,
      },
    });
    expect(daysUntil(answer.body.expiresAt)).toBeGreaterThan(27);
    expect(daysUntil(answer.body.expiresAt)).toBeLessThan(32);
    expectReplayOf(await subscribe(member, { plan: 'oneMonth' }, key), answer);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(1700);
    expect(await balanceOf(api, receivedOf(streamer.memberId, 'onair'))).toBe(received + 2640);
    const events = await api.database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, answer.body.subscriptionId));
    expect(events).toEqual([expect.objectContaining({ event: 0, period: 1, txId: expect.any(Number) })]);
  });

  test('three months cost 9900 and do not renew', async () => {
    const member = await subscriberWith(9900);
    const answer = await subscribe(member, { plan: 'threeMonths', autoRenew: true });
    expect(answer).toMatchObject({ status: 201, body: { plan: 'threeMonths', state: 1, autoRenew: false } });
    expect(daysUntil(answer.body.expiresAt)).toBeGreaterThan(88);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(0);
  });

  test('a ticket pays instead of the currency; the brand pays the streamer from issuance', async () => {
    const member = await subscriberWith(0);
    await fund(api, walletOf(member.memberId, 'onair', 700), 1);
    const received = await balanceOf(api, receivedOf(streamer.memberId, 'onair'));
    const issuance = await balanceOf(api, systemAccount('onair', 'issuance'));
    const answer = await subscribe(member, { plan: 'oneMonth', useTicket: true });
    expect(answer).toMatchObject({ status: 201, body: { state: 1, plan: 'oneMonth' } });
    expect(await balanceOf(api, walletOf(member.memberId, 'onair', 700))).toBe(0);
    expect(await balanceOf(api, receivedOf(streamer.memberId, 'onair'))).toBe(received + 2640);
    expect(await balanceOf(api, systemAccount('onair', 'issuance'))).toBe(issuance - 3300);
    const other = await newMember(api, { channel: {} });
    expect(await post(api, member, '/api/my/subscriptions', { channelId: other.channelId, plan: 'threeMonths', useTicket: true })).toMatchObject(
      refusal(409, MONEY_CODES.insufficientBalance, 'insufficientItems'),
    );
  });

  test('refusals: already subscribed, own channel, unknown channel, too little currency', async () => {
    const member = await subscriberWith(10_000);
    expect((await subscribe(member, { plan: 'oneMonth' })).status).toBe(201);
    expect(await subscribe(member, { plan: 'threeMonths' })).toMatchObject(refusal(409, MONEY_CODES.conflict, 'subscriptionActive'));
    expect(await post(api, streamer, '/api/my/subscriptions', { channelId: streamer.channelId, plan: 'oneMonth' })).toMatchObject(
      refusal(422, MONEY_CODES.invalid, 'subscribeOwnChannel'),
    );
    expect(await post(api, member, '/api/my/subscriptions', { channelId: 999_999, plan: 'oneMonth' })).toMatchObject(
      refusal(404, MONEY_CODES.notFound, 'channelNotFound'),
    );
    const poor = await subscriberWith(3299);
    expect(await subscribe(poor, { plan: 'oneMonth' })).toMatchObject(refusal(409, MONEY_CODES.insufficientBalance, 'insufficientBalance'));
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(6700);
  });

  test('concurrent first subscriptions of one member to one channel charge once', async () => {
    const member = await subscriberWith(10_000);
    const answers = await Promise.all([1, 2, 3].map(() => subscribe(member, { plan: 'oneMonth' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(6700);
  });

  test('lists, the public count, the streamer’s subscribers, and cancelling the renewal', async () => {
    const channel = await newMember(api, { channel: {} });
    const member = await subscriberWith(10_000);
    const countOf = async () => (await get(api, null, `/api/guest/subscriber-count?channelId=${channel.channelId}`)).body;
    expect(await countOf()).toEqual({ channelId: channel.channelId, count: 0 });
    const { body: subscription } = await post(api, member, '/api/my/subscriptions', { channelId: channel.channelId, plan: 'oneMonth' });
    expect(await countOf()).toEqual({ channelId: channel.channelId, count: 1 });

    const mine = await get(api, member, '/api/my/subscriptions');
    expect(mine.body).toEqual({ items: [subscription], page: 1, size: 10, total: 1 });
    const subscribers = await get(api, channel, '/api/my/subscribers');
    expect(subscribers.body).toEqual({ items: [subscription], page: 1, size: 10, total: 1 });
    expect((await get(api, member, '/api/my/subscribers')).body).toMatchObject({ items: [], total: 0 });

    const stranger = await newMember(api);
    const cancelPath = `/api/my/subscriptions/${subscription.subscriptionId}/cancel-renewal`;
    expect(await api.call('POST', cancelPath, { headers: stranger.headers })).toMatchObject(refusal(404, MONEY_CODES.notFound, 'subscriptionNotFound'));
    const cancelled = await api.call('POST', cancelPath, { headers: member.headers });
    expect(cancelled).toMatchObject({ status: 200, body: { ...subscription, state: 5, autoRenew: false } });
    expect((await api.call('POST', cancelPath, { headers: member.headers })).body).toEqual(cancelled.body);
    // Renewal cancelled still counts until it expires.
    expect(await countOf()).toEqual({ channelId: channel.channelId, count: 1 });
    expect(await post(api, member, '/api/my/subscriptions', { channelId: channel.channelId, plan: 'oneMonth' })).toMatchObject(
      refusal(409, MONEY_CODES.conflict, 'subscriptionActive'),
    );
    const events = await api.database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, subscription.subscriptionId));
    expect(events.map((event) => [event.event, event.period]).sort()).toEqual([
      [0, 1],
      [2, 1],
    ]);
  });

  test('brands without subscriptions answer 404 FEATURE_OFF', async () => {
    const bell = await newMember(api, { brand: 'bellcast' });
    const host = await newMember(api, { brand: 'bellcast', channel: {} });
    expect(await post(api, bell, '/api/my/subscriptions', { channelId: host.channelId, plan: 'oneMonth' })).toMatchObject(
      refusal(404, MONEY_CODES.featureOff, 'featureOff'),
    );
    expect(await get(api, bell, '/api/my/subscriptions')).toMatchObject(refusal(404, MONEY_CODES.featureOff, 'featureOff'));
    expect(await get(api, null, `/api/guest/subscriber-count?channelId=${host.channelId}`, { 'x-site-code': 'bellcast' })).toMatchObject(
      refusal(404, MONEY_CODES.featureOff, 'featureOff'),
    );
  });
});
