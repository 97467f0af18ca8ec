import { testDatabaseTargets } from '@onair/db/testing';
import { eventRoutes, IDEMPOTENCY_KEY_HEADER, luvRoutes, MONEY_MESSAGES, myMoneyRoutes, shoppingRoutes, subscriberCountRoute, type RouteContract } from '@onair/contracts';
import { walletOf } from '../../platform/ledger/accounts';
import { expectLedgerSound, fund, newKey, newMember, startMoneyApi, type MoneyApi, type TestMember } from './testing/money-test-kit';

/** The routes this module serves (gateway payments are served and tested beside it). */
const ROUTES: RouteContract[] = [
  ...Object.values(luvRoutes),
  ...Object.values(myMoneyRoutes),
  ...Object.values(eventRoutes),
  shoppingRoutes.products,
  shoppingRoutes.useCoupon,
  subscriberCountRoute,
];
const IDEMPOTENT = ROUTES.filter((route) => route.idempotent);

/** A body each POST/PUT accepts, so that each field can be spoiled on its own. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  luvGift: { channelId: 1, amount: 1 },
  luvWithdraw: { amount: 10_000 },
  luvWithdrawCancel: { withdrawId: 1 },
  luvWithdrawComplete: { note: 'ok' },
  luvWithdrawReject: { note: 'ok' },
  myItemUse: { itemCode: 420, quantity: 1, channelId: 1 },
  myUpdateBanks: { bankCode: '004', bankAccount: '1234567890', bankHolderName: '홍길동' },
  myUpdateLuvPreset: { amounts: [100] },
  mySubscribe: { channelId: 1, plan: 'oneMonth', autoRenew: true, useTicket: false },
  myCancelRenewal: {},
  exchangeApply: { eventId: 1, amountFrom: 10 },
  useCoupon: { couponNumber: 'ABCDEFGH' },
  // The gift is named by the path; the report carries nothing else.
  reportMistakenGift: {},
};
const concretePath = (path: string, id: string) => path.replace(/\{\w+\}/g, id);

/** Values no field accepts, and numbers past what an integer column holds. */
const ODD_VALUES = [null, true, 'x'.repeat(5000), [], {}, -1, 0, 1.5, 2 ** 31, 2 ** 53, 1e300];

describe.each(testDatabaseTargets())('money routes and odd input on $name', (target) => {
  let api: MoneyApi;
  let member: TestMember;

  beforeAll(async () => {
    api = await startMoneyApi(target);
    member = await newMember(api, { userType: 'O', channel: {} });
    await fund(api, walletOf(member.memberId, 'onair'), 1000);
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  test('every idempotent route refuses a request without an Idempotency-Key (400) before anything else', async () => {
    expect(IDEMPOTENT.map((route) => route.operationId).sort()).toEqual(
      ['exchangeApply', 'luvGift', 'luvWithdraw', 'luvWithdrawCancel', 'myItemUse', 'mySubscribe', 'useCoupon'].sort(),
    );
    for (const route of IDEMPOTENT) {
      const answer = await api.call(route.method, route.path, { body: VALID_BODIES[route.operationId], headers: member.headers });
      expect([route.path, answer.status, answer.body.message]).toEqual([route.path, 400, MONEY_MESSAGES.idempotencyKeyRequired]);
      const malformedKey = await api.call(route.method, route.path, {
        body: VALID_BODIES[route.operationId],
        headers: { ...member.headers, [IDEMPOTENCY_KEY_HEADER]: 'short' },
      });
      expect(malformedKey.status).toBe(400);
    }
  });

  test.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s never answers 5xx', async (_name, route) => {
    // Path ids are tried only where the path has one.
    for (const id of route.path.includes('{') ? ['abc', '99999999999', '1'] : ['-']) {
      const path = concretePath(route.path, id);
      if (route.method === 'GET') {
        for (const query of ['', '?page=0&size=1000', '?channelId=99999999999&eventId=99999999999', '?page=x&channelId=-1', '?eventId=1e300', '?channelId=1e300']) {
          const { status } = await api.call('GET', `${path}${query}`, { headers: member.headers });
          expect([path + query, status]).toEqual([path + query, status < 500 ? status : 'a 5xx']);
        }
        continue;
      }
      const valid = VALID_BODIES[route.operationId];
      if (!valid) throw new Error(`no valid body for ${route.operationId}`);
      const bodies: unknown[] = [valid, {}, [], 'text', 42];
      for (const field of Object.keys(valid)) for (const value of ODD_VALUES) bodies.push({ ...valid, [field]: value });
      for (const body of bodies) {
        const { status } = await api.call(route.method, path, { body, headers: { ...member.headers, [IDEMPOTENCY_KEY_HEADER]: newKey() } });
        expect([path, body, status]).toEqual([path, body, status < 500 ? status : 'a 5xx']);
      }
    }
  });
});
