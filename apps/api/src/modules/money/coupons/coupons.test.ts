import { testDatabaseTargets } from '@onair/db/testing';
import { eq } from 'drizzle-orm';
import { coupons } from '@onair/db';
import { walletOf } from '../../../platform/ledger/accounts';
import { MONEY_CODES } from '../../../platform/http/money-errors';
import { owe, owedOf, postingsOf, walletBalance } from '../testing/debt-kit';
import {
  balanceOf,
  expectLedgerSound,
  expectReplayOf,
  get,
  newKey,
  newMember,
  post,
  refusal,
  startMoneyApi,
  type MoneyApi,
} from '../testing/money-test-kit';

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
      {
        couponNumber: 'OLDCOUPON01',
        brand: 'onair',
        itemCode: 100,
        quantity: 1000,
        expiresAt: new Date(Date.now() - DAY_MS),
      },
      { couponNumber: 'MINTONLY001', brand: 'mint', itemCode: 100, quantity: 1000, expiresAt: inAYear },
      { couponNumber: 'OWEDPART001', brand: 'onair', itemCode: 100, quantity: 1000, expiresAt: inAYear },
      { couponNumber: 'OWEDALL0001', brand: 'onair', itemCode: 100, quantity: 1000, expiresAt: inAYear },
      { couponNumber: 'OWEDITEM001', brand: 'onair', itemCode: 420, quantity: 2, expiresAt: inAYear },
      { couponNumber: 'OWEDRACE001', brand: 'onair', itemCode: 100, quantity: 800, expiresAt: inAYear },
      { couponNumber: 'OWEDRACE002', brand: 'onair', itemCode: 100, quantity: 800, expiresAt: inAYear },
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
    expect(used).toEqual(
      expect.objectContaining({
        status: 200,
        body: { couponNumber: 'WELCOME1000', itemCode: 100, quantity: 1000, balance: 1000 },
      }),
    );
    expectReplayOf(await use(member, 'welcome-1000 ', key), used);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(1000);
    const [row] = await api.database.db.select().from(coupons).where(eq(coupons.couponNumber, 'WELCOME1000'));
    expect(row).toMatchObject({ usedByMemberId: member.memberId, usedAt: expect.any(Date), txId: expect.any(Number) });
  });

  test('an item coupon credits the item', async () => {
    const member = await newMember(api);
    expect(await use(member, 'PASSDAY0001')).toMatchObject({
      status: 200,
      body: { itemCode: 420, quantity: 2, balance: 2 },
    });
  });

  test('used, expired, unknown and other brands’ numbers are refused with their messages', async () => {
    const member = await newMember(api);
    expect(await use(member, 'WELCOME1000')).toMatchObject(refusal(409, MONEY_CODES.conflict, 'couponUsed'));
    expect(await use(member, 'OLDCOUPON01')).toMatchObject(refusal(422, MONEY_CODES.invalid, 'couponExpired'));
    expect(await use(member, 'NOSUCHCOUPON')).toMatchObject(refusal(404, MONEY_CODES.notFound, 'couponNotFound'));
    expect(await use(member, 'MINTONLY001')).toMatchObject(refusal(404, MONEY_CODES.notFound, 'couponNotFound'));
    expect(await use(member, 'bad!')).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ field: 'couponNumber', message: '쿠폰번호를 확인해주세요.' })] },
    });
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(0);
  });

  test('ten members redeeming one coupon at once: one wins, nine are told it is used', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember(api)));
    const answers = await Promise.all(members.map((member) => use(member, 'RACE0000001')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status === 409 && answer.body.message === '이미 사용된 쿠폰입니다.'),
    ).toHaveLength(9);
    const balances = await Promise.all(members.map((member) => balanceOf(api, walletOf(member.memberId, 'onair'))));
    expect(balances.sort((a, b) => b - a)).toEqual([500, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  describe('a member who owes (the gateway refunded currency they had spent)', () => {
    test('a coupon larger than the debt pays all of it first and the wallet gets the rest, once; a retry replays', async () => {
      const member = await newMember(api);
      await owe(api, member, 300);
      expect((await get(api, member, '/api/luv/items-sum')).body).toEqual({
        luv: 0,
        items: [],
        owed: 300,
        owedItems: [],
      });

      const key = newKey();
      const used = await use(member, 'OWEDPART001', key);
      expect(used).toMatchObject({
        status: 200,
        body: { couponNumber: 'OWEDPART001', itemCode: 100, quantity: 1000, balance: 700 },
      });
      expectReplayOf(await use(member, 'OWEDPART001', key), used);

      expect(await walletBalance(api, member)).toBe(700);
      expect(await owedOf(api, member)).toBe(0);
      expect((await get(api, member, '/api/luv/items-sum')).body).toEqual({
        luv: 700,
        items: [],
        owed: 0,
        owedItems: [],
      });
      expect(await postingsOf(api, 'coupon:OWEDPART001')).toEqual({
        count: 1,
        memos: ['settled 300 owed'],
        entries: { 'issuance:100': -1000, 'debt:100': 300, 'wallet:100': 700 },
      });
      const history = (await get(api, member, '/api/luv/history')).body.items;
      expect(history).toEqual([
        expect.objectContaining({ reason: 'coupon', reference: 'coupon:OWEDPART001', amount: 700 }),
      ]);
      await expectLedgerSound(api);
    });

    test('a coupon smaller than the debt goes wholly to it: the wallet stays empty and the rest is still owed; a retry replays', async () => {
      const member = await newMember(api);
      await owe(api, member, 1500);
      const key = newKey();
      const used = await use(member, 'owed-all-0001', key);
      expect(used).toMatchObject({
        status: 200,
        body: { couponNumber: 'OWEDALL0001', itemCode: 100, quantity: 1000, balance: 0 },
      });
      expectReplayOf(await use(member, 'owed-all-0001', key), used);

      expect(await walletBalance(api, member)).toBe(0);
      expect(await owedOf(api, member)).toBe(500);
      expect((await get(api, member, '/api/luv/items-sum')).body).toEqual({
        luv: 0,
        items: [],
        owed: 500,
        owedItems: [],
      });
      expect(await postingsOf(api, 'coupon:OWEDALL0001')).toEqual({
        count: 1,
        memos: ['settled 1000 owed'],
        entries: { 'issuance:100': -1000, 'debt:100': 1000 },
      });
      // Nothing reached the wallet, so its history has nothing to show.
      expect((await get(api, member, '/api/luv/history')).body.total).toBe(0);
    });

    test('an item coupon does not settle a debt of the currency', async () => {
      const member = await newMember(api);
      await owe(api, member, 400);
      expect(await use(member, 'OWEDITEM001')).toMatchObject({
        status: 200,
        body: { itemCode: 420, quantity: 2, balance: 2 },
      });
      expect(await owedOf(api, member)).toBe(400);
      expect((await get(api, member, '/api/luv/items-sum')).body).toEqual({
        luv: 0,
        items: [{ itemCode: 420, quantity: 2 }],
        owed: 400,
        owedItems: [],
      });
    });

    test('two coupons used at once settle the debt once between them', async () => {
      const member = await newMember(api);
      await owe(api, member, 1000);
      const answers = await Promise.all([use(member, 'OWEDRACE001'), use(member, 'OWEDRACE002')]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      // Whichever went first paid 800 of the debt and left the wallet empty; the other paid the
      // last 200 and put 600 in the wallet. Had both read the debt of 1,000, each would have paid 800.
      expect(answers.map((answer) => answer.body.balance as number).sort((a, b) => a - b)).toEqual([0, 600]);
      expect(await owedOf(api, member)).toBe(0);
      expect(await walletBalance(api, member)).toBe(600);
      await expectLedgerSound(api);
    });
  });

  test('brands without coupons answer 404 FEATURE_OFF', async () => {
    const bell = await newMember(api, { brand: 'bellcast' });
    expect(await use(bell, 'WELCOME1000')).toMatchObject(refusal(404, MONEY_CODES.featureOff, 'featureOff'));
  });
});
