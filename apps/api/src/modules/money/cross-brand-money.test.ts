import { eq } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import { subscriptions } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { receivedOf, systemAccount, walletOf } from '../../platform/ledger/accounts';
import { MONEY_CODES } from '../../platform/http/money-errors';
import { balanceOf, expectLedgerSound, fund, newMember, post, refusal, startMoneyApi, type MoneyApi, type TestMember } from './testing/money-test-kit';

/**
 * The brands are separate companies with their own books (docs/auth.md): a member signed in on one
 * brand (the token's brand, the request's x-site-code) cannot pay a channel of another, whichever
 * way round, and the attempt moves nothing on either side.
 */
describe.each(testDatabaseTargets())('money across brands on $name', (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  /** Every balance a payment from member to the streamer's channel could move, on both brands' books. */
  const books = async (member: TestMember, streamer: TestMember) =>
    Promise.all([
      balanceOf(api, walletOf(member.memberId, member.brand)),
      ...[member.brand, streamer.brand].flatMap((brand) => [
        balanceOf(api, receivedOf(streamer.memberId, brand)),
        balanceOf(api, systemAccount(brand, 'commission')),
      ]),
    ]);

  async function pair(memberBrand: BrandCode, channelBrand: BrandCode) {
    const member = await newMember(api, { brand: memberBrand });
    await fund(api, walletOf(member.memberId, memberBrand), 10_000);
    const streamer = await newMember(api, { brand: channelBrand, channel: {} });
    return { member, streamer, channelId: streamer.channelId };
  }

  test.each([
    ['onair', 'bellcast'],
    ['bellcast', 'onair'],
    ['mint', 'nova'],
    ['nova', 'mint'],
  ] as const)('a member of %s cannot gift to a channel of %s: 404, nothing moves', async (memberBrand, channelBrand) => {
    const { member, streamer, channelId } = await pair(memberBrand, channelBrand);
    const before = await books(member, streamer);
    expect(await post(api, member, '/api/luv/gift', { channelId, amount: 1000 })).toMatchObject(refusal(404, MONEY_CODES.notFound, 'channelNotFound'));
    expect(await books(member, streamer)).toEqual(before);
  });

  test.each([
    ['onair', 'nova'],
    ['nova', 'onair'],
  ] as const)('a member of %s cannot subscribe to a channel of %s: 404, nothing moves', async (memberBrand, channelBrand) => {
    const { member, streamer, channelId } = await pair(memberBrand, channelBrand);
    const before = await books(member, streamer);
    expect(await post(api, member, '/api/my/subscriptions', { channelId, plan: 'oneMonth' })).toMatchObject(
      refusal(404, MONEY_CODES.notFound, 'channelNotFound'),
    );
    expect(await books(member, streamer)).toEqual(before);
    expect(await api.database.db.select().from(subscriptions).where(eq(subscriptions.memberId, member.memberId))).toEqual([]);
  });
});
