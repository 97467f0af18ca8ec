// Membership withdrawal and payments under way (docs/money.md, "Membership withdrawal"): a payment the
// buyer authorized or a virtual account awaiting its deposit refuses it; a checkout only opened is
// cancelled by it, so finishing that checkout later credits nothing; and a token that outlives the
// withdrawal can neither open a payment nor redeem a coupon.
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, EXPIRE_ERROR_CODES, EXPIRE_MESSAGES } from '@onair/contracts';
import { coupons, payments } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../platform/ledger/accounts';
import { balanceOf, expectLedgerSound, get, post } from '../money/testing/money-test-kit';
import {
  checkout,
  decideAtGateway,
  follow,
  order,
  startPaymentWorld,
  type PaymentWorld,
} from '../payments/testing/payment-world';
import { EXPIRE_TEST_PASSWORD, expire, memberWithPassword } from './testing/expire-kit';

const LUV_1000 = { productCode: 'LUV_1000', method: 'creditcard', password: EXPIRE_TEST_PASSWORD };

describe.each(testDatabaseTargets())('membership withdrawal with payments under way on $name', (target) => {
  let world: PaymentWorld;
  beforeAll(async () => {
    world = await startPaymentWorld(target);
  });
  afterAll(async () => {
    await expectLedgerSound(world.api);
    await world.close();
  });

  const stateOf = async (orderId: string) =>
    (
      await world.api.database.db.select({ state: payments.state }).from(payments).where(eq(payments.orderId, orderId))
    )[0]?.state;

  test('a virtual account awaiting its deposit refuses it, with the reason', async () => {
    const buyer = await memberWithPassword(world.api);
    const created = await order(world, buyer, {
      productCode: 'LUV_5000',
      method: 'virtualaccount',
      password: EXPIRE_TEST_PASSWORD,
    });
    await checkout(created, 'approve');
    expect(await stateOf(created.body.payment.orderId)).toBe(2);

    expect(await expire(world.api, buyer)).toMatchObject({
      status: 409,
      body: { code: EXPIRE_ERROR_CODES.paymentInProgress, message: EXPIRE_MESSAGES.paymentInProgress },
    });
    expect((await get(world.api, buyer, '/api/my/profile')).status).toBe(200);
  });

  test('an opened checkout is cancelled; approving it afterwards at the gateway credits nothing', async () => {
    const buyer = await memberWithPassword(world.api);
    const created = await order(world, buyer, LUV_1000);
    const { orderId } = created.body.payment;
    expect(await stateOf(orderId)).toBe(1);

    expect((await expire(world.api, buyer)).status).toBe(200);
    expect(await stateOf(orderId)).toBe(7);

    // The buyer still had the gateway's window open, approves, and is sent back: nothing is confirmed.
    await follow(await decideAtGateway(created, 'approve'));
    expect(await stateOf(orderId)).toBe(7);
    expect(await balanceOf(world.api, walletOf(buyer.memberId, 'onair'))).toBe(0);
  });

  test('a token that outlives the withdrawal opens no payment and redeems no coupon', async () => {
    const buyer = await memberWithPassword(world.api);
    const inAYear = new Date(Date.now() + 365 * 86_400_000);
    const couponNumber = `GONECOUPON${buyer.memberId}`;
    await world.api.database.db.insert(coupons).values({
      couponNumber: couponNumber,
      brand: 'onair',
      itemCode: 100,
      quantity: 500,
      expiresAt: inAYear,
    });
    expect((await expire(world.api, buyer)).status).toBe(200);

    const invalid = { status: 401, body: { message: AUTH_MESSAGES.invalidToken } };
    expect(await order(world, buyer, LUV_1000)).toMatchObject(invalid);
    expect(await post(world.api, buyer, '/api/shoppings/useCoupon', { couponNumber: couponNumber })).toMatchObject(
      invalid,
    );
    expect(await balanceOf(world.api, walletOf(buyer.memberId, 'onair'))).toBe(0);
  });
});
