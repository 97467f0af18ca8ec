import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ledgerTransactions, payments } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import {
  balanceOf,
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
  checkout,
  decideAtGateway,
  follow,
  gatewayClient,
  gatewayRecord,
  gatewayTest,
  order,
  startPaymentWorld,
  webhooksSettled,
  type PaymentWorld,
} from './testing/payment-world';
import { present } from '../../platform/present';

const wallet = (member: TestMember, itemCode = 100) => ({
  member: member.memberId,
  brand: member.brand,
  kind: 'wallet' as const,
  itemCode,
});
const LUV_1000 = { productCode: 'LUV_1000', method: 'creditcard' };

describe.each(testDatabaseTargets())('payments through the gateway on $name', (target) => {
  let world: PaymentWorld;
  beforeAll(async () => {
    world = await startPaymentWorld(target);
  });
  afterAll(async () => {
    await expectLedgerSound(world.api);
    await world.close();
  });

  const paymentOf = async (member: TestMember, orderId: string) =>
    (await get(world.api, member, `/api/shoppings/payments/${orderId}`)).body;
  const paymentKeyOf = async (orderId: string) => {
    const [row] = await world.api.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    return present(row?.paymentKey, 'the payment key');
  };
  const creditsFor = async (orderId: string) =>
    world.api.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `payment:${orderId}`));

  it('buys currency by card: order, checkout, return, approval, credited once even with the webhook', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, LUV_1000);
    expect(created.status).toBe(201);
    expect(created.body.payment).toMatchObject({
      state: 1,
      price: 1100,
      quantity: 1000,
      itemCode: 100,
      method: 'creditcard',
    });
    expect(created.body.checkoutUrl).toMatch(new RegExp(`^${world.gatewayUrl}/gateway/checkout/`));
    const { orderId } = created.body.payment;

    const result = await checkout(created, 'approve');
    expect(result).toBe(`${world.api.url}/luv/payment/result?orderId=${orderId}`);
    const paymentKey = await paymentKeyOf(orderId);
    await webhooksSettled(world, paymentKey);

    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 9, approvedAt: expect.any(String) });
    expect(await balanceOf(world.api, wallet(buyer))).toBe(1000);
    expect(await creditsFor(orderId)).toHaveLength(1);
    expect((await get(world.api, buyer, '/api/shoppings/payments')).body).toMatchObject({
      total: 1,
      items: [{ orderId, state: 9 }],
    });
  });

  it('answers a retried order with the first answer and opens one payment', async () => {
    const buyer = await newMember(world.api);
    const key = newKey();
    const [first, second] = await Promise.all([order(world, buyer, LUV_1000, key), order(world, buyer, LUV_1000, key)]);
    const third = await order(world, buyer, LUV_1000, key);
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expectReplayOf(third, first);
    expect((await get(world.api, buyer, '/api/shoppings/payments')).body.total).toBe(1);
    expect((await order(world, buyer, { productCode: 'LUV_3000', method: 'creditcard' }, key)).status).toBe(422);
  });

  it('a declined card lands on the failure page with the reason, and credits nothing', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, LUV_1000);
    await checkout(created, 'decline');
    const { orderId } = created.body.payment;
    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 8, failureCode: expect.any(String) });
    const failure = await world.api.call('GET', `/v2/api/guest/payment-failure?orderId=${orderId}`);
    expect(failure.body).toMatchObject({ orderId, state: 8, code: expect.any(String), message: expect.any(String) });
    expect(await balanceOf(world.api, wallet(buyer))).toBe(0);
  });

  it('a fail link changes an order only when the gateway itself records the failure', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, LUV_1000);
    const { orderId } = created.body.payment;
    const paymentKey = await paymentKeyOf(orderId);
    const forgedFail = () =>
      follow(`${world.api.url}/api/shoppings/gateway/fail?orderId=${orderId}&code=PAY_PROCESS_ABORTED&message=forged`);
    // Anyone may open the fail link with someone's order number: the gateway has not failed it.
    expect(await forgedFail()).toBe(`${world.api.url}/luv/payment/result?orderId=${orderId}`);
    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 1, failureCode: null });
    // Authorized at the gateway, not yet back: a forged fail cannot spoil it either.
    const back = await decideAtGateway(created, 'approve');
    await forgedFail();
    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 1, failureCode: null });
    await follow(back);
    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 9 });
    expect(await balanceOf(world.api, wallet(buyer))).toBe(1000);
    await webhooksSettled(world, paymentKey);
  });

  it('a real decline is recorded from the return alone, with the gateway reason, while its webhook is held', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, LUV_1000);
    const { orderId } = created.body.payment;
    const paymentKey = await paymentKeyOf(orderId);
    await gatewayTest(world, `${paymentKey}/faults`, { hold: true });
    await checkout(created, 'decline');
    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 8, failureCode: 'REJECT_CARD_PAYMENT' });
    await gatewayTest(world, `${paymentKey}/webhooks/release`);
    await webhooksSettled(world, paymentKey);
    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 8, failureCode: 'REJECT_CARD_PAYMENT' });
  });

  it('an approval error at confirm is state 8 with the gateway message', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, LUV_1000);
    await checkout(created, 'approval_error');
    expect(await paymentOf(buyer, created.body.payment.orderId)).toMatchObject({
      state: 8,
      failureCode: 'APPROVAL_ERROR',
      failureMessage: '카드사 승인이 거절되었습니다.',
    });
    expect(await balanceOf(world.api, wallet(buyer))).toBe(0);
  });

  it('an approval error that the webhook tells before the confirm answer still shows the gateway message', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, LUV_1000);
    const { orderId } = created.body.payment;
    const back = await decideAtGateway(created, 'approval_error');
    const paymentKey = await paymentKeyOf(orderId);
    // Confirmed from elsewhere first, so the gateway's ABORTED webhook lands before the buyer's return.
    await expect(gatewayClient(world).confirm({ paymentKey, orderId, amount: 1100 })).rejects.toMatchObject({
      code: 'APPROVAL_ERROR',
    });
    await webhooksSettled(world, paymentKey);
    const told = { state: 8, failureCode: 'APPROVAL_ERROR', failureMessage: '카드사 승인이 거절되었습니다.' };
    expect(await paymentOf(buyer, orderId)).toMatchObject(told);
    await follow(back);
    expect(await paymentOf(buyer, orderId)).toMatchObject(told);
    expect(await balanceOf(world.api, wallet(buyer))).toBe(0);
  });

  it('the buyer cancelling at the checkout is state 7', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, LUV_1000);
    await checkout(created, 'cancel');
    expect(await paymentOf(buyer, created.body.payment.orderId)).toMatchObject({ state: 7 });
  });

  it('a virtual account waits in progress, then an exact deposit approves it once', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, { productCode: 'LUV_5000', method: 'virtualaccount' });
    const { orderId } = created.body.payment;
    await checkout(created, 'approve');
    const waiting = await paymentOf(buyer, orderId);
    expect(waiting).toMatchObject({
      state: 2,
      virtualAccount: { bank: expect.any(String), accountNumber: expect.any(String), dueDate: expect.any(String) },
    });
    const paymentKey = await paymentKeyOf(orderId);

    await gatewayTest(world, `${paymentKey}/faults`, { duplicate: true });
    await gatewayTest(world, `${paymentKey}/deposit`, {});
    await webhooksSettled(world, paymentKey, 2);
    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 9 });
    expect(await balanceOf(world.api, wallet(buyer))).toBe(5000);
    expect(await creditsFor(orderId)).toHaveLength(1);
  });

  it('a deposit of the wrong amount is state 6 and credits nothing; cancelling it is state 7', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, { productCode: 'LUV_3000', method: 'virtualaccount' });
    const { orderId } = created.body.payment;
    await checkout(created, 'approve');
    const paymentKey = await paymentKeyOf(orderId);
    await gatewayTest(world, `${paymentKey}/deposit`, { amount: 3000 });
    await webhooksSettled(world, paymentKey);
    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 6, depositedAmount: 3000 });
    expect(await balanceOf(world.api, wallet(buyer))).toBe(0);
    const cancelled = await post(world.api, buyer, '/api/shoppings/payments-cancel', { orderId });
    expect(cancelled.body).toMatchObject({ state: 7 });
  });

  it('a webhook held back and delivered after the return changes nothing', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, LUV_1000);
    const paymentKey = created.body.checkoutUrl.split('/').pop();
    await gatewayTest(world, `${paymentKey}/faults`, { hold: true });
    await checkout(created, 'approve');
    expect(await balanceOf(world.api, wallet(buyer))).toBe(1000);
    await gatewayTest(world, `${paymentKey}/webhooks/release`);
    await gatewayTest(world, `${paymentKey}/webhooks/replay`, { times: 2 });
    await webhooksSettled(world, paymentKey, 3);
    expect(await balanceOf(world.api, wallet(buyer))).toBe(1000);
    expect(await creditsFor(created.body.payment.orderId)).toHaveLength(1);
  });

  it('refuses webhooks that are unsigned, wrongly signed or tampered with', async () => {
    const body = JSON.stringify({
      eventId: 'evt-forged',
      type: 'PAYMENT_STATUS_CHANGED',
      createdAt: new Date().toISOString(),
      data: { paymentKey: 'x', orderId: 'y', status: 'DONE', amount: 1 },
    });
    const send = (headers: Record<string, string>) =>
      fetch(`${world.api.url}/api/shoppings/gateway/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    expect((await send({})).status).toBe(401);
    const timestamp = String(Math.floor(Date.now() / 1000));
    expect(
      (await send({ 'x-gateway-timestamp': timestamp, 'x-gateway-signature': `v1=${'0'.repeat(64)}` })).status,
    ).toBe(401);
    // Signed for another body (the amount changed after signing).
    const signedFor = body.replace('"amount":1', '"amount":100000');
    const signature = createHmac('sha256', 'sandbox-gateway-webhook-secret')
      .update(`${timestamp}.${signedFor}`)
      .digest('hex');
    expect((await send({ 'x-gateway-timestamp': timestamp, 'x-gateway-signature': `v1=${signature}` })).status).toBe(
      401,
    );
  });

  it('a return link whose amount was changed fails the payment instead of approving it', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, LUV_1000);
    const back = new URL(
      present(
        (await fetch(`${created.body.checkoutUrl}?decide=approve`, { redirect: 'manual' })).headers.get('location'),
        'the return link',
      ),
    );
    back.searchParams.set('amount', '11');
    await fetch(back, { redirect: 'manual' });
    expect(await paymentOf(buyer, created.body.payment.orderId)).toMatchObject({
      state: 8,
      failureCode: 'INVALID_AMOUNT',
    });
    expect(await balanceOf(world.api, wallet(buyer))).toBe(0);
  });

  it('refunds an approved payment on cancel, unless its currency was spent', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, LUV_1000);
    await checkout(created, 'approve');
    const cancelled = await post(world.api, buyer, '/api/shoppings/payments-cancel', {
      orderId: created.body.payment.orderId,
    });
    expect(cancelled.body).toMatchObject({ state: 7, cancelledAt: expect.any(String) });
    expect(await balanceOf(world.api, wallet(buyer))).toBe(0);

    const streamer = await newMember(world.api, { channel: {} });
    const second = await order(world, buyer, LUV_1000);
    await checkout(second, 'approve');
    expect((await post(world.api, buyer, '/api/luv/gift', { channelId: streamer.channelId, amount: 10 })).status).toBe(
      200,
    );
    const refused = await post(world.api, buyer, '/api/shoppings/payments-cancel', {
      orderId: second.body.payment.orderId,
    });
    expect(refused).toMatchObject(refusal(409, 'CONFLICT', 'refundAlreadySpent'));
    expect(await paymentOf(buyer, second.body.payment.orderId)).toMatchObject({ state: 9 });
    expect(await balanceOf(world.api, wallet(buyer))).toBe(990);
  });

  it('keeps no order when the gateway is down, and the retry with the same key succeeds', async () => {
    const buyer = await newMember(world.api);
    const key = newKey();
    await world.stopGateway();
    try {
      const down = await order(world, buyer, LUV_1000, key);
      expect(down.status).toBe(502);
      expect((await get(world.api, buyer, '/api/shoppings/payments')).body.total).toBe(0);
    } finally {
      await world.startGateway();
    }
    const retried = await order(world, buyer, LUV_1000, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });

  it("refuses unknown products, switched-off brands, and other members' orders", async () => {
    const buyer = await newMember(world.api);
    expect(await order(world, buyer, { productCode: 'LUV_7', method: 'creditcard' })).toMatchObject(
      refusal(404, 'NOT_FOUND', 'productNotFound'),
    );
    const bellcast = await newMember(world.api, { brand: 'bellcast' });
    const off = await order(world, bellcast, LUV_1000);
    expect(off.status).toBe(404);
    expect(off.body.code).toBe('FEATURE_OFF');
    const created = await order(world, buyer, LUV_1000);
    const stranger = await newMember(world.api);
    expect((await get(world.api, stranger, `/api/shoppings/payments/${created.body.payment.orderId}`)).status).toBe(
      404,
    );
  });

  it('sells item packages (flax) and credits the item', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, { productCode: 'PASS_DAY', method: 'kakaopay' }, newKey(), 'flax');
    expect(created.body.payment).toMatchObject({ kind: 'flax', itemCode: 420, quantity: 1, price: 1100 });
    await checkout(created, 'approve');
    expect(await balanceOf(world.api, wallet(buyer, 420))).toBe(1);
    expect((await gatewayRecord(world, created.body.checkoutUrl.split('/').pop())).status).toBe('DONE');
  });
});
