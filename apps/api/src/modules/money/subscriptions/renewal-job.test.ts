/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { testDatabaseTargets } from '@onair/db/testing';
import { eq } from 'drizzle-orm';
import { subscriptionEvents, subscriptions } from '@onair/db';
import { receivedOf, walletOf } from '../../../platform/ledger/accounts';
import {
  balanceOf,
  expectLedgerSound,
  fund,
  get,
  newMember,
  post,
  startMoneyApi,
  type MoneyApi,
  type TestMember,
} from '../testing/money-test-kit';
import { renewDueSubscriptions } from './renewal-job';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

describe.each(testDatabaseTargets())('the subscription renewal job on $name', (target) => {
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

  const deps = () => ({ db: api.database.db, ledger: api.ledger });
  async function subscribed(luv: number, body: Record<string, unknown> = { plan: 'oneMonth' }) {
    const member = await newMember(api);
    await fund(api, walletOf(member.memberId, 'onair'), luv);
    const answer = await post(api, member, '/api/my/subscriptions', { channelId: streamer.channelId, ...body });
    expect(answer.status).toBe(201);
    return { member, subscription: answer.body as { subscriptionId: number; expiresAt: string } };
  }
  const rowOf = async (subscriptionId: number) => {
    const [row] = await api.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, subscriptionId));
    if (!row) throw new Error(`no subscription ${subscriptionId}`);
    return row;
  };
  const eventsOf = async (subscriptionId: number) =>
    (
      await api.database.db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    )
      .map((event) => [event.event, event.period])
      .sort();

  test('two runs at once charge a due renewal once, a month after the old expiry', async () => {
    const { member, subscription } = await subscribed(3300 * 3);
    const received = await balanceOf(api, receivedOf(streamer.memberId, 'onair'));
    const reports = await Promise.all([
      renewDueSubscriptions(deps(), inDays(32)),
      renewDueSubscriptions(deps(), inDays(32)),
    ]);
    expect(reports.reduce((sum, report) => sum + report.renewed, 0)).toBe(1);
    expect(reports.every((report) => report.errors === 0)).toBe(true);
    const row = await rowOf(subscription.subscriptionId);
    expect(row).toMatchObject({ state: 1, periods: 2, autoRenew: true });
    const oldExpiry = new Date(subscription.expiresAt);
    const expected = new Date(oldExpiry);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    // PostgreSQL adds the month in the session's zone; either way it is a calendar month later.
    expect(Math.abs(row.expiresAt.getTime() - expected.getTime())).toBeLessThanOrEqual(3 * DAY_MS);
    expect(row.expiresAt.getTime()).toBeGreaterThan(oldExpiry.getTime() + 27 * DAY_MS);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(3300);
    expect(await balanceOf(api, receivedOf(streamer.memberId, 'onair'))).toBe(received + 2640);
    expect(await eventsOf(subscription.subscriptionId)).toEqual([
      [0, 1],
      [1, 2],
    ]);

    // Run again at the same moment: nothing is due any more.
    expect((await renewDueSubscriptions(deps(), inDays(32))).renewed).toBe(0);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(3300);

    // After a long outage the next month starts from now, and is charged once.
    await renewDueSubscriptions(deps(), inDays(120));
    const later = await rowOf(subscription.subscriptionId);
    expect(later).toMatchObject({ state: 1, periods: 3 });
    expect(later.expiresAt.getTime()).toBeGreaterThan(inDays(120 + 27).getTime());
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(0);

    // And with nothing left in the wallet, the next renewal fails and the subscription expires.
    await renewDueSubscriptions(deps(), inDays(160));
    expect(await rowOf(subscription.subscriptionId)).toMatchObject({ state: 3, periods: 3 });
    expect(await eventsOf(subscription.subscriptionId)).toEqual([
      [0, 1],
      [1, 2],
      [1, 3],
      [3, 4],
    ]);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(0);
  });

  test('a failed renewal expires the subscription (payment renewal failed), and it no longer counts', async () => {
    const channel = await newMember(api, { channel: {} });
    const member = await newMember(api);
    await fund(api, walletOf(member.memberId, 'onair'), 3300);
    const { body: subscription } = await post(api, member, '/api/my/subscriptions', {
      channelId: channel.channelId,
      plan: 'oneMonth',
    });
    const reports = await Promise.all([
      renewDueSubscriptions(deps(), inDays(33)),
      renewDueSubscriptions(deps(), inDays(33)),
    ]);
    expect(reports.reduce((sum, report) => sum + report.failed, 0)).toBe(1);
    expect(await rowOf(subscription.subscriptionId)).toMatchObject({ state: 3, periods: 1 });
    expect(await eventsOf(subscription.subscriptionId)).toEqual([
      [0, 1],
      [3, 2],
    ]);
    expect((await get(api, null, `/api/guest/subscriber-count?channelId=${channel.channelId}`)).body.count).toBe(0);
    // Expired, it can be bought again: the same row, the next period.
    await fund(api, walletOf(member.memberId, 'onair'), 3300);
    const again = await post(api, member, '/api/my/subscriptions', { channelId: channel.channelId, plan: 'oneMonth' });
    expect(again).toMatchObject({
      status: 201,
      body: { subscriptionId: subscription.subscriptionId, state: 1, periods: 2 },
    });
  });

  test('subscriptions that do not renew expire: renewal cancelled, renewal off, three months', async () => {
    const cancelled = await subscribed(3300 * 2);
    await api.call('POST', `/api/my/subscriptions/${cancelled.subscription.subscriptionId}/cancel-renewal`, {
      headers: cancelled.member.headers,
    });
    const off = await subscribed(3300 * 2, { plan: 'oneMonth', autoRenew: false });
    const quarter = await subscribed(9900 * 2, { plan: 'threeMonths' });

    await renewDueSubscriptions(deps(), inDays(33));
    expect(await rowOf(cancelled.subscription.subscriptionId)).toMatchObject({ state: 3, periods: 1 });
    expect(await rowOf(off.subscription.subscriptionId)).toMatchObject({ state: 3, periods: 1 });
    expect(await rowOf(quarter.subscription.subscriptionId)).toMatchObject({ state: 1 });
    await renewDueSubscriptions(deps(), inDays(95));
    expect(await rowOf(quarter.subscription.subscriptionId)).toMatchObject({ state: 3, periods: 1 });
    for (const { member } of [cancelled, off])
      expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(3300);
    expect(await balanceOf(api, walletOf(quarter.member.memberId, 'onair'))).toBe(9900);
  });

  test('a brand with subscriptions switched off charges nobody again: a running one expires at its end', async () => {
    const mintChannel = await newMember(api, { brand: 'mint', channel: {} });
    const member = await newMember(api, { brand: 'mint' });
    await fund(api, walletOf(member.memberId, 'mint'), 3300);
    // Bought while the brand still sold subscriptions.
    const [row] = await api.database.db
      .insert(subscriptions)
      .values({
        memberId: member.memberId,
        channelId: mintChannel.channelId!,
        brand: 'mint',
        plan: 'oneMonth',
        state: 1,
        expiresAt: inDays(3),
      })
      .returning();
    const report = await renewDueSubscriptions(deps(), inDays(4));
    expect(report.renewed).toBe(0);
    expect(await rowOf(row!.subscriptionId)).toMatchObject({ state: 3, periods: 1 });
    expect(await eventsOf(row!.subscriptionId)).toEqual([]);
    expect(await balanceOf(api, walletOf(member.memberId, 'mint'))).toBe(3300);
  });

  test('a subscription to a channel of another brand is never charged again: it expires at its end', async () => {
    const novaChannel = await newMember(api, { brand: 'nova', channel: {} });
    const member = await newMember(api);
    await fund(api, walletOf(member.memberId, 'onair'), 3300);
    // Bought across brands before the subscribe route checked the channel's brand.
    const [row] = await api.database.db
      .insert(subscriptions)
      .values({ memberId: member.memberId, channelId: novaChannel.channelId!, brand: 'onair', plan: 'oneMonth', state: 1, expiresAt: inDays(3) })
      .returning();
    const report = await renewDueSubscriptions(deps(), inDays(4));
    expect(report.renewed).toBe(0);
    expect(await rowOf(row!.subscriptionId)).toMatchObject({ state: 3, periods: 1 });
    expect(await eventsOf(row!.subscriptionId)).toEqual([]);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(3300);
    expect(await balanceOf(api, receivedOf(novaChannel.memberId, 'onair'))).toBe(0);
  });
});
