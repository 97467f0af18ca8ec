import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, EXPIRE_ERROR_CODES, EXPIRE_MESSAGES, SUBSCRIPTION_STATE } from '@onair/contracts';
import { channels, follows, members, subscriptionEvents, subscriptions } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { receivedOf, systemAccount, walletOf } from '../../platform/ledger/accounts';
import { renewDueSubscriptions } from '../money/index';
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
} from '../money/testing/money-test-kit';
import {
  EXPIRE_TEST_PASSWORD,
  expire as expireOf,
  memberWithPassword as memberWithPasswordOf,
} from './testing/expire-kit';
import { randomIp } from './testing/session-helpers';
import { BANK_BODY, makePayoutReady } from '../money/testing/payout-kit';

const PASSWORD = EXPIRE_TEST_PASSWORD;
const BANK = { ...BANK_BODY, password: PASSWORD };
const EVENT_ITEM = 440;

describe.each(testDatabaseTargets())('membership withdrawal and money on $name', (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  const memberWithPassword = (options: Parameters<typeof newMember>[1] = {}) => memberWithPasswordOf(api, options);
  const expire = (member: TestMember, password = PASSWORD) => expireOf(api, member, password);
  const signIn = (member: TestMember) =>
    api.call('POST', '/v2/api/auth/signin', {
      body: { loginId: member.loginId, password: PASSWORD, loginKeep: false },
      headers: { 'x-forwarded-for': randomIp() },
    });
  const withdrawnAt = async (member: TestMember) =>
    (
      await api.database.db
        .select({ at: members.withdrawnAt })
        .from(members)
        .where(eq(members.memberId, member.memberId))
    )[0]?.at;
  const consumed = (itemCode = 100) => balanceOf(api, systemAccount('onair', 'consumed', itemCode));

  test('a pending luv withdrawal refuses it; once cancelled, it goes through and forfeits what was left', async () => {
    const streamer = await memberWithPassword({ channel: {} });
    await makePayoutReady(api.database.db, streamer.memberId, { password: PASSWORD });
    await fund(api, receivedOf(streamer.memberId, 'onair'), 50_000);
    await fund(api, walletOf(streamer.memberId, 'onair'), 3_000);
    await fund(api, walletOf(streamer.memberId, 'onair', EVENT_ITEM), 5);
    expect((await api.call('PUT', '/api/my/banks', { body: BANK, headers: streamer.headers })).status).toBe(200);
    const requested = await post(api, streamer, '/api/luv/withdraw', { amount: 20_000 });
    expect(requested.status).toBe(201);

    const refused = await expire(streamer);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: EXPIRE_ERROR_CODES.withdrawalPending, message: EXPIRE_MESSAGES.withdrawalPending },
    });
    // Nothing moved and the member is still a member, signed in.
    expect(await withdrawnAt(streamer)).toBeNull();
    expect((await get(api, streamer, '/api/luv/received')).body).toMatchObject({ available: 30_000, held: 20_000 });
    expect((await get(api, streamer, '/api/luv/items-sum')).body).toMatchObject({
      luv: 3_000,
      items: [{ itemCode: EVENT_ITEM, quantity: 5 }],
    });

    const cancelled = await post(api, streamer, '/api/luv/withdraw-cancel', { withdrawId: requested.body.withdrawId });
    expect(cancelled).toMatchObject({ status: 200, body: { state: 'cancelled' } });
    const consumedBefore = { currency: await consumed(), item: await consumed(EVENT_ITEM) };

    const done = await expire(streamer);
    expect(done).toMatchObject({ status: 200, body: { msg: 'ok' } });
    expect(await withdrawnAt(streamer)).toBeInstanceOf(Date);
    // Received (the released hold included) and wallet, currency and items, went to the brand's consumed account.
    expect(await balanceOf(api, receivedOf(streamer.memberId, 'onair'))).toBe(0);
    expect(await balanceOf(api, walletOf(streamer.memberId, 'onair'))).toBe(0);
    expect(await balanceOf(api, walletOf(streamer.memberId, 'onair', EVENT_ITEM))).toBe(0);
    expect(await consumed()).toBe(consumedBefore.currency + 53_000);
    expect(await consumed(EVENT_ITEM)).toBe(consumedBefore.item + 5);
    // The channel may no longer go live.
    const [channel] = await api.database.db
      .select({ broadcast: channels.broadcast })
      .from(channels)
      .where(eq(channels.ownerMemberId, streamer.memberId));
    expect(channel?.broadcast).toBe(false);

    const again = await signIn(streamer);
    expect(again).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } });
    await expectLedgerSound(api);
  });

  test('renewals stop: the member’s own, and those of subscribers to their channel, which run to their expiry', async () => {
    const other = await newMember(api, { channel: {} });
    const streamer = await memberWithPassword({ channel: {} });
    await fund(api, walletOf(streamer.memberId, 'onair'), 10_000);
    const subscriber = await newMember(api);
    await fund(api, walletOf(subscriber.memberId, 'onair'), 10_000);
    expect(
      (await post(api, streamer, '/api/my/subscriptions', { channelId: other.channelId, plan: 'oneMonth' })).status,
    ).toBe(201);
    expect(
      (await post(api, subscriber, '/api/my/subscriptions', { channelId: streamer.channelId, plan: 'oneMonth' }))
        .status,
    ).toBe(201);
    await api.database.db.insert(follows).values({ memberId: streamer.memberId, channelId: other.channelId ?? 0 });

    expect((await expire(streamer)).status).toBe(200);
    const rows = await api.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, streamer.memberId));
    const toTheirChannel = await api.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, subscriber.memberId));
    for (const row of [...rows, ...toTheirChannel]) {
      expect(row).toMatchObject({ state: SUBSCRIPTION_STATE.renewalCancelled, autoRenew: false });
      expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
      const events = await api.database.db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, row.subscriptionId));
      expect(events.map((event) => event.event).sort()).toEqual([0, 2]);
    }
    expect(await api.database.db.select().from(follows).where(eq(follows.memberId, streamer.memberId))).toEqual([]);

    // A month on, the renewal job charges neither of them: both subscriptions simply expire.
    const subscriberWallet = await balanceOf(api, walletOf(subscriber.memberId, 'onair'));
    const later = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000);
    await renewDueSubscriptions({ db: api.database.db, ledger: api.ledger }, later);
    expect(await balanceOf(api, walletOf(subscriber.memberId, 'onair'))).toBe(subscriberWallet);
    const after = await api.database.db
      .select({ state: subscriptions.state })
      .from(subscriptions)
      .where(eq(subscriptions.memberId, subscriber.memberId));
    expect(after).toEqual([{ state: SUBSCRIPTION_STATE.expired }]);
    await expectLedgerSound(api);
  });

  test('a live channel refuses it, and a member without a password is told to set one first', async () => {
    const live = await memberWithPassword({ channel: { live: true } });
    await fund(api, walletOf(live.memberId, 'onair'), 1_000);
    expect(await expire(live)).toMatchObject({
      status: 409,
      body: { code: EXPIRE_ERROR_CODES.channelLive, message: EXPIRE_MESSAGES.channelLive },
    });
    expect(await withdrawnAt(live)).toBeNull();
    expect(await balanceOf(api, walletOf(live.memberId, 'onair'))).toBe(1_000);

    const social = await newMember(api);
    expect(await expire(social, 'anything1!')).toMatchObject({
      status: 409,
      body: { code: EXPIRE_ERROR_CODES.passwordNotSet, message: EXPIRE_MESSAGES.passwordNotSet },
    });
    expect(await withdrawnAt(social)).toBeNull();
  });

  test('a member with nothing to forfeit withdraws without a posting; the token then opens no member page', async () => {
    const member = await memberWithPassword();
    expect((await expire(member)).status).toBe(200);
    expect((await get(api, member, '/api/auth/me')).status).toBe(401);
    expect((await signIn(member)).status).toBe(401);
  });
});
