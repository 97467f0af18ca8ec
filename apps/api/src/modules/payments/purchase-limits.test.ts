// Purchase limits under the KCC 2018 guideline (docs/money.md, "Purchase limits"): the daily limit and
// the minors' monthly limit at their edges, the guardian's consent through the identity provider,
// the password entered again before each payment, and orders racing the last of a limit.
import { randomBytes } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { IDENTITY_STATUS, MONEY_MESSAGES } from '@onair/contracts';
import { guardianConsents, members, payments } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { identityDecisionText, todayInKorea } from '../verification/index';
import { hmacHex } from '../../platform/secrets';
import {
  expectLedgerSound,
  expectReplayOf,
  get,
  newKey,
  newMember,
  post,
  refusal,
  type TestMember,
} from '../money/testing/money-test-kit';
import {
  BUYER_PASSWORD,
  follow,
  fromApiPage,
  giveBuyerPassword,
  order,
  startPaymentWorld,
  type PaymentWorld,
} from './testing/payment-world';

const LUV_1000 = { productCode: 'LUV_1000', method: 'creditcard' }; // 1,100 won with VAT
const PRICE = 1100;
const DAILY = 1_000_000;
const MINOR_MONTHLY = 70_000;

describe.each(testDatabaseTargets())('purchase limits on $name', (target) => {
  let world: PaymentWorld;
  beforeAll(async () => {
    world = await startPaymentWorld(target);
  });
  afterAll(async () => {
    await expectLedgerSound(world.api);
    await world.close();
  });

  const db = () => world.api.database.db;

  /** Orders the member already placed today, as one approved payment of `won` (placed `at`). */
  async function alreadyOrdered(member: TestMember, won: number, state = 9, at = new Date()) {
    await db()
      .insert(payments)
      .values({
        orderId: `ORD-TEST-${randomBytes(8).toString('hex')}`,
        memberId: member.memberId,
        brand: member.brand,
        kind: 'luv',
        productCode: 'LUV_TEST',
        itemCode: 100,
        quantity: won,
        price: won,
        method: 'creditcard',
        state,
        createdAt: at,
      });
  }

  /** Orders of the member that count against a limit (not cancelled, not failed), in won. */
  async function countedWon(member: TestMember) {
    const [row] = await db()
      .select({ total: sql<string>`coalesce(sum(${payments.price}), 0)` })
      .from(payments)
      .where(and(eq(payments.memberId, member.memberId), notInArray(payments.state, [7, 8])));
    return Number(row?.total ?? 0);
  }

  /** A member whose identity check says they are 17 today. */
  async function minor() {
    const member = await newMember(world.api);
    const [year, rest] = [Number(todayInKorea().slice(0, 4)) - 17, todayInKorea().slice(4)];
    await db()
      .update(members)
      .set({ identityStatus: IDENTITY_STATUS.approved, birthday: `${year}${rest}`, adult: false })
      .where(eq(members.memberId, member.memberId));
    return member;
  }

  /** The guardian verifies at the identity provider's page in the popup the minor opened. */
  async function guardianVerifies(member: TestMember, guardian: { name: string; birthday: string } | 'reject') {
    const started = await post(
      world.api,
      fromApiPage(world, member),
      '/api/shoppings/guardian-consent',
      undefined,
      null,
    );
    expect(started).toMatchObject({
      status: 200,
      body: { status: 1, url: expect.stringContaining('/identity/verify/') },
    });
    const form = guardian === 'reject' ? { decision: 'reject' } : { decision: 'approve', ...guardian };
    const back = await follow(started.body.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    expect(back).toContain('/luv/shop?guardianConsent=');
  }

  const limits = async (member: TestMember) => (await get(world.api, member, '/api/shoppings/purchase-limits')).body;

  describe('the password again before each payment', () => {
    it('opens no payment without the password, or with a wrong one, and counts the wrong one against the lock', async () => {
      const buyer = await newMember(world.api);
      await giveBuyerPassword(world, buyer);
      const without = await post(world.api, fromApiPage(world, buyer), '/api/shoppings/luv/payments', LUV_1000);
      expect(without.status).toBe(400);
      expect(without.body.errors).toEqual([
        expect.objectContaining({ field: 'password', message: MONEY_MESSAGES.purchasePasswordRequired }),
      ]);

      const wrong = await order(world, buyer, { ...LUV_1000, password: 'not-the-password' });
      expect(wrong).toMatchObject({
        status: 400,
        body: {
          errors: [expect.objectContaining({ field: 'password', message: MONEY_MESSAGES.purchasePasswordWrong })],
        },
      });
      expect(await countedWon(buyer)).toBe(0);

      const right = await order(world, buyer, { ...LUV_1000, password: BUYER_PASSWORD });
      expect(right.status).toBe(201);
      expect(right.body.checkoutUrl).toContain('/gateway/checkout/');
    });

    it('the corrected password may reuse the Idempotency-Key a wrong one was refused under', async () => {
      const buyer = await newMember(world.api);
      const key = newKey();
      expect((await order(world, buyer, { ...LUV_1000, password: 'nope-nope' }, key)).status).toBe(400);
      expect((await order(world, buyer, LUV_1000, key)).status).toBe(201);
    });

    it('asks a member with no password (social sign-in only) to set one first', async () => {
      const buyer = await newMember(world.api);
      const answer = await post(world.api, fromApiPage(world, buyer), '/api/shoppings/luv/payments', {
        ...LUV_1000,
        password: 'anything',
      });
      expect(answer).toMatchObject(refusal(409, 'CONFLICT', 'purchasePasswordNotSet'));
      expect(await countedWon(buyer)).toBe(0);
    });
  });

  describe('the daily limit (1,000,000 won)', () => {
    it('takes an order that reaches the limit exactly', async () => {
      const buyer = await newMember(world.api);
      await alreadyOrdered(buyer, DAILY - PRICE);
      expect((await order(world, buyer, LUV_1000)).status).toBe(201);
      expect(await countedWon(buyer)).toBe(DAILY);
      expect(await limits(buyer)).toMatchObject({
        dailyLimit: DAILY,
        dailyUsed: DAILY,
        minor: false,
        monthlyLimit: null,
      });
    });

    it('refuses one won over, with what is left, before the gateway is opened; a retry replays the refusal', async () => {
      const buyer = await newMember(world.api);
      await alreadyOrdered(buyer, DAILY - PRICE + 1);
      const key = newKey();
      const first = await order(world, buyer, LUV_1000, key);
      expect(first).toMatchObject(
        refusal(409, 'CONFLICT', 'dailyPurchaseLimit', { limit: '1,000,000', remaining: '1,099' }),
      );
      expect(first.body).toMatchObject({
        key: 'money.dailyPurchaseLimit',
        params: { limit: '1,000,000', remaining: '1,099' },
      });
      // Nothing was kept, so no gateway payment was opened (the order row comes before the gateway).
      expect(await countedWon(buyer)).toBe(DAILY - PRICE + 1);
      expectReplayOf(await order(world, buyer, LUV_1000, key), first);
    });

    it('does not count cancelled or failed orders, nor yesterday in Korea', async () => {
      const buyer = await newMember(world.api);
      await alreadyOrdered(buyer, DAILY, 7);
      await alreadyOrdered(buyer, DAILY, 8);
      const midnightInKorea = new Date(`${todayInKorea()}T00:00:00+09:00`);
      await alreadyOrdered(buyer, DAILY, 9, new Date(midnightInKorea.getTime() - 1000));
      expect((await order(world, buyer, LUV_1000)).status).toBe(201);
    });

    it('lets concurrent orders racing the last of the limit take exactly what fits', async () => {
      const buyer = await newMember(world.api);
      await alreadyOrdered(buyer, DAILY - 3 * PRICE);
      await giveBuyerPassword(world, buyer);
      const answers = await Promise.all(Array.from({ length: 8 }, () => order(world, buyer, LUV_1000)));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(5);
      for (const answer of refused) expect(answer.body.key).toBe('money.dailyPurchaseLimit');
      expect(await countedWon(buyer)).toBe(DAILY);
    });
  });

  describe("a minor's purchases", () => {
    it('needs the guardian to consent first, and says so', async () => {
      const member = await minor();
      expect(await order(world, member, LUV_1000)).toMatchObject(refusal(403, 'FORBIDDEN', 'guardianConsentRequired'));
      expect(await limits(member)).toMatchObject({
        minor: true,
        monthlyLimit: MINOR_MONTHLY,
        monthlyUsed: 0,
        guardianConsent: null,
      });
      expect(await countedWon(member)).toBe(0);
    });

    it("records the adult guardian's verified consent with its time; then the monthly limit holds at its edge", async () => {
      const member = await minor();
      const before = Date.now();
      await guardianVerifies(member, { name: '김보호', birthday: '1980-03-04' });
      const [consent] = await db()
        .select()
        .from(guardianConsents)
        .where(eq(guardianConsents.memberId, member.memberId));
      expect(consent).toMatchObject({
        status: 2,
        guardianName: '김보호',
        guardianBirthday: '1980-03-04',
        brand: 'onair',
      });
      expect(consent?.consentedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await limits(member)).guardianConsent).toEqual({
        status: 2,
        consentedAt: consent?.consentedAt?.toISOString(),
      });

      await alreadyOrdered(member, MINOR_MONTHLY - PRICE);
      expect((await order(world, member, LUV_1000)).status).toBe(201);
      expect(await order(world, member, LUV_1000)).toMatchObject(
        refusal(409, 'CONFLICT', 'minorMonthlyPurchaseLimit', { limit: '70,000', remaining: '0' }),
      );
      // A second start after consent opens no new check.
      expect(
        await post(world.api, fromApiPage(world, member), '/api/shoppings/guardian-consent', undefined, null),
      ).toMatchObject({ status: 200, body: { status: 2, url: null } });
    });

    it('refuses one won over the monthly limit', async () => {
      const member = await minor();
      await guardianVerifies(member, { name: '이보호', birthday: '1975-01-01' });
      await alreadyOrdered(member, MINOR_MONTHLY - PRICE + 1);
      expect(await order(world, member, LUV_1000)).toMatchObject(
        refusal(409, 'CONFLICT', 'minorMonthlyPurchaseLimit', { limit: '70,000', remaining: '1,099' }),
      );
    });

    it('takes no consent from a guardian under 19, nor a rejected check, nor a forged callback', async () => {
      const member = await minor();
      await guardianVerifies(member, { name: '박친구', birthday: `${Number(todayInKorea().slice(0, 4)) - 18}-01-01` });
      expect((await limits(member)).guardianConsent).toEqual({ status: 3, consentedAt: null });
      await guardianVerifies(member, 'reject');
      expect(await order(world, member, LUV_1000)).toMatchObject(refusal(403, 'FORBIDDEN', 'guardianConsentRequired'));

      const started = await post(
        world.api,
        fromApiPage(world, member),
        '/api/shoppings/guardian-consent',
        undefined,
        null,
      );
      const requestId = decodeURIComponent(String(started.body.url).split('/').pop() ?? '');
      const decision = { requestId, result: 'approved' as const, birthday: '1970-01-01', name: '위조' };
      const forged = await world.api.call('POST', '/api/shoppings/guardian-consent/callback', {
        body: { ...decision, signature: hmacHex('not-the-secret', identityDecisionText(decision)) },
      });
      expect(forged.status).toBe(403);
      expect(await order(world, member, LUV_1000)).toMatchObject(refusal(403, 'FORBIDDEN', 'guardianConsentRequired'));
    });

    it('is not asked of an adult or an unverified member', async () => {
      const adult = await newMember(world.api);
      expect(
        await post(world.api, fromApiPage(world, adult), '/api/shoppings/guardian-consent', undefined, null),
      ).toMatchObject(refusal(409, 'CONFLICT', 'guardianConsentNotNeeded'));
      expect((await order(world, adult, LUV_1000)).status).toBe(201);
    });
  });
});
