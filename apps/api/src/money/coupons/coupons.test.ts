import { testDatabaseTargets } from '@onair/db/testing';
import { eq } from 'drizzle-orm';
import { coupons } from '@onair/db';
import { walletOf } from '../accounts';
import { MONEY_CODES } from '../money-errors';
import { balanceOf, expectLedgerSound, expectReplayOf, newKey, newMember, post, refusal, startMoneyApi, type MoneyApi } from '../testing/money-test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseTargets())('coupons on $name', (target) => {
  let api: MoneyApi;

  beforeAll(async () => {
    api = await startMoneyApi(target);
    const inAYear = new Date(Date.now() + 365 * DAY_MS);
    await api.database.db.insert(coupons).values([
      { couponNumber: 'WELCOME1000', brand: 'onair', itemCode: 100, quantity: 1000, expiresAt: inAYear },
      { couponNumber: 'PASSDAY0001', brand: 'onair', itemCode: 420, quantity: 2, expiresAt: inAYear },
      { couponNumber: 'RACE0000001', brand: 'onair', itemCode: 100, quantity: 500, expiresAt: inAYear },
      { couponNumber: 'OLDCOUPON01', brand: 'onair', itemCode: 100, quantity: 1000, expiresAt: new Date(Date.now() - DAY_MS) },
      { couponNumber: 'MINTONLY001', brand: 'mint', itemCode: 100, quantity: 1000, expiresAt: inAYear },
    ]);
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  const use = (member: Awaited<ReturnType<typeof newMember>>, couponNumber: string, key?: string) =>
    post(api, member, '/api/shoppings/useCoupon', { couponNumber }, key);

  test('a coupon credits the member from issuance once, however it is typed; a retry replays', async () => {
    const member = await newMember(api);
    const key = newKey();
    const used = await use(member, 'welcome-1000 ', key);
    expect(used).toEqual(expect.objectContaining({ status: 200, body: { couponNumber: 'WELCOME1000', itemCode: 100, quantity: 1000, balance: 1000 } }));
    expectReplayOf(await use(member, 'welcome-1000 ', key), used);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(1000);
    const [row] = await api.database.db.select().from(coupons).where(eq(coupons.couponNumber, 'WELCOME1000'));
    expect(row).toMatchObject({ usedByMemberId: member.memberId, usedAt: expect.any(Date), txId: expect.any(Number) });
  });

  test('an item coupon credits the item', async () => {
    const member = await newMember(api);
    expect(await use(member, 'PASSDAY0001')).toMatchObject({ status: 200, body: { itemCode: 420, quantity: 2, balance: 2 } });
  });

  test('used, expired, unknown and other brands’ numbers are refused with their messages', async () => {
    const member = await newMember(api);
    expect(await use(member, 'WELCOME1000')).toMatchObject(refusal(409, MONEY_CODES.conflict, 'couponUsed'));
    expect(await use(member, 'OLDCOUPON01')).toMatchObject(refusal(422, MONEY_CODES.invalid, 'couponExpired'));
    expect(await use(member, 'NOSUCHCOUPON')).toMatchObject(refusal(404, MONEY_CODES.notFound, 'couponNotFound'));
    expect(await use(member, 'MINTONLY001')).toMatchObject(refusal(404, MONEY_CODES.notFound, 'couponNotFound'));
    expect(await use(member, 'bad!')).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ field: 'couponNumber', message: '쿠폰번호를 확인해주세요.' })] } });
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(0);
  });

  test('ten members redeeming one coupon at once: one wins, nine are told it is used', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember(api)));
    const answers = await Promise.all(members.map((member) => use(member, 'RACE0000001')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.message === '이미 사용된 쿠폰입니다.')).toHaveLength(9);
    const balances = await Promise.all(members.map((member) => balanceOf(api, walletOf(member.memberId, 'onair'))));
    expect(balances.sort((a, b) => b - a)).toEqual([500, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  test('brands without coupons answer 404 FEATURE_OFF', async () => {
    const bell = await newMember(api, { brand: 'bellcast' });
    expect(await use(bell, 'WELCOME1000')).toMatchObject(refusal(404, MONEY_CODES.featureOff, 'featureOff'));
  });
});
