import { testDatabaseTargets } from '@onair/db/testing';
import { and, eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS, members } from '@onair/db';
import { accessTokens } from '../../platform/sessions/access-tokens';
import { readConfig } from '../../platform/config/config';
import { settingsFromConfig } from '../../platform/config/settings';
import { getBrand } from '@onair/brand';
import { splitCommission } from './commission';
import { DEMO_COUPON, DEMO_GIFTS, DEMO_VIEWER_BALANCE, seedDemoMoney } from './demo-money';
import { expectLedgerSound, get, post, startMoneyApi, type MoneyApi, type TestMember } from './testing/money-test-kit';

describe.each(testDatabaseTargets())('demo money on $name', (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  /** The demo account as a test member (the demo seed made it; the token is signed as sign-in would). */
  async function demo(loginId: string, brand: 'onair' | 'bellcast' = 'onair'): Promise<TestMember> {
    const [row] = await api.database.db
      .select()
      .from(members)
      .where(and(eq(members.brand, brand), eq(members.loginId, loginId)));
    if (!row) throw new Error(`no demo account ${loginId} on ${brand}`);
    const token = await accessTokens(settingsFromConfig(readConfig({ NODE_ENV: 'test' })).tokenSecret).sign({
      memberId: row.memberId,
      loginId,
      userType: 'V',
      brand,
    });
    return { memberId: row.memberId, loginId, nickname: row.nickname, brand, channelId: null, channelName: null, headers: { authorization: `Bearer ${token}` } };
  }

  test('seeds once: the viewer’s currency and event items, the streamer’s gifts, a coupon and a running exchange event', async () => {
    expect(await Promise.all([seedDemoMoney(api.database.db), seedDemoMoney(api.database.db)])).toEqual(expect.arrayContaining([true, false]));
    expect(await seedDemoMoney(api.database.db)).toBe(false);

    const viewer = await demo(DEMO_ACCOUNTS.viewer.loginId);
    const streamer = await demo(DEMO_ACCOUNTS.streamer.loginId);
    expect((await get(api, viewer, '/api/luv/items-sum')).body).toEqual({
      luv: DEMO_VIEWER_BALANCE,
      owed: 0,
      owedItems: [],
      items: [
        { itemCode: 440, quantity: 30 },
        { itemCode: 441, quantity: 10 },
      ],
    });
    expect((await get(api, streamer, '/api/luv/received')).body).toEqual({ total: 12_800, available: 12_800, held: 0, withdrawn: 0 });
    expect((await get(api, streamer, '/api/luv/received-list')).body.total).toBe(3);

    expect(await post(api, viewer, '/api/shoppings/useCoupon', { couponNumber: DEMO_COUPON.couponNumber })).toMatchObject({
      status: 200,
      body: { quantity: 1000, balance: DEMO_VIEWER_BALANCE + 1000 },
    });
    const { body: rate } = await get(api, null, '/api/events/exchange/rate');
    expect(rate.event).toMatchObject({ fromItemCode: 440, toItemCode: 100, rateFrom: 10, rateTo: 100 });
    expect(await post(api, viewer, '/api/events/exchange/apply', { eventId: rate.event.eventId, amountFrom: 10 })).toMatchObject({
      status: 201,
      body: { amountTo: 100 },
    });
  });

  test("each brand's demo viewer has its own wallet, and gifted the brand's own first demo channel", async () => {
    await seedDemoMoney(api.database.db);
    const viewer = await demo(DEMO_ACCOUNTS.viewer.loginId, 'bellcast');
    const host = await demo('bellhost01', 'bellcast');
    const site = { 'x-site-code': 'bellcast' };
    expect((await get(api, viewer, '/api/luv/items-sum', site)).body).toMatchObject({ luv: DEMO_VIEWER_BALANCE, owed: 0 });
    // The brand's own commission applies to each demo gift.
    const net = DEMO_GIFTS.reduce((sum, gift) => sum + splitCommission(gift.amount, getBrand('bellcast').giftCommissionPercent).net, 0);
    expect((await get(api, host, '/api/luv/received', site)).body).toMatchObject({ total: net });
  });
});
