import { FLAX_PRODUCTS, LUV_PRODUCTS, PAYMENT_STATE, type Product } from '@onair/contracts';
import { systemAccount, walletOf } from '../platform/ledger/accounts';
import { ROOM_PASS, STORM_PASSWORD, type StormMember } from './storm-members';
import { sendMoney, tally, unexpected, type OrderExpectation, type StormWorld } from './storm-world';
import { present } from '../platform/present';

/** What the buyer does: at the gateway's checkout, with a virtual account's deposit, or cancelling the order before paying. */
export type PurchaseDecision =
  'approve' | 'decline' | 'cancel' | 'approval_error' | 'deposit' | 'wrongDeposit' | 'cancelBeforePaying';

const EXPECTED_STATE: Record<PurchaseDecision, number> = {
  approve: PAYMENT_STATE.approved,
  decline: PAYMENT_STATE.approvalError,
  cancel: PAYMENT_STATE.cancelled,
  approval_error: PAYMENT_STATE.approvalError,
  deposit: PAYMENT_STATE.approved,
  wrongDeposit: PAYMENT_STATE.wrongDeposit,
  cancelBeforePaying: PAYMENT_STATE.cancelled,
};

const CARD_LIKE = ['creditcard', 'CARD', 'kakaopay', 'mobile', 'myaccount'] as const;
const LUV_PACKAGES = LUV_PRODUCTS.filter((product) => product.quantity <= 10_000);
const ROOM_PASS_PRODUCT = present(
  FLAX_PRODUCTS.find((product) => product.itemCode === ROOM_PASS),
  'the room pass product',
);

type OrderAnswer = { payment: { orderId: string; price: number; state: number }; checkoutUrl: string };

/**
 * A purchase the way the browser makes it: the order (under an Idempotency-Key), the gateway's
 * checkout (?decide= does the button's 303 in one request), then the return the gateway sends the
 * browser to, which the API confirms server to server. Some payments get their webhooks twice or
 * late, so the return and the webhook race to credit (the luv must arrive exactly once).
 */
export async function purchase(world: StormWorld, viewer: StormMember, decision: PurchaseDecision) {
  const { client, rng, gatewayUrl } = world;
  const product: Product = decision === 'approve' && rng.chance(0.3) ? ROOM_PASS_PRODUCT : rng.pick(LUV_PACKAGES);
  const kind = product.itemCode === ROOM_PASS ? 'flax' : 'luv';
  const method = decision === 'deposit' || decision === 'wrongDeposit' ? 'virtualaccount' : rng.pick(CARD_LIKE);
  const other = kind === 'luv' ? 'LUV_50000' : 'PASS_MONTH';
  const order = await sendMoney(
    world,
    viewer,
    `/api/shoppings/${kind}/payments`,
    { productCode: product.productCode, method, password: STORM_PASSWORD },
    { productCode: other, method, password: STORM_PASSWORD },
  );
  if (order.status !== 201) return unexpected(world, `order of ${product.productCode} by ${viewer.memberId}`, order);
  const { payment, checkoutUrl } = order.body as OrderAnswer;
  const orderId = payment.orderId;
  const paymentKey = present(new URL(checkoutUrl).pathname.split('/').pop(), 'the payment key');
  const expectation: OrderExpectation = {
    orderId,
    memberId: viewer.memberId,
    itemCode: product.itemCode,
    quantity: product.quantity,
    expectedState: EXPECTED_STATE[decision],
    how: decision,
    paymentKey,
  };
  world.orders.push(expectation);

  if (rng.chance(0.2)) {
    const faults = rng.chance(0.5) ? { duplicate: true } : { delayMs: rng.int(50, 400) };
    await client.plain('POST', `${gatewayUrl}/gateway/test/payments/${paymentKey}/faults`, { body: faults });
  }

  if (decision === 'cancelBeforePaying') {
    const cancelled = await sendMoney(
      world,
      viewer,
      '/api/shoppings/payments-cancel',
      { orderId },
      { orderId: `${orderId}0` },
    );
    if (cancelled.status !== 200 || (cancelled.body as { state?: number }).state !== PAYMENT_STATE.cancelled)
      return unexpected(world, `cancel of unpaid order ${orderId}`, cancelled);
    return tally(world, `purchase ${decision}`);
  }

  const atGateway = decision === 'deposit' || decision === 'wrongDeposit' ? 'approve' : decision;
  const checkout = await client.plain('GET', `${checkoutUrl}?decide=${atGateway}`);
  if (checkout.status !== 303 || !checkout.location)
    return unexpected(world, `checkout ${atGateway} of ${orderId}`, checkout);
  // The gateway sends the browser to the web origin, which serves /api from the API: go to the API directly.
  const back = new URL(checkout.location);
  const returned = await client.plain('GET', `${back.pathname}${back.search}`);
  if (returned.status !== 303) return unexpected(world, `return from the gateway for ${orderId}`, returned);

  if (decision === 'deposit' || decision === 'wrongDeposit') {
    const amount = decision === 'deposit' ? undefined : payment.price + 1000;
    const deposited = await client.plain('POST', `${gatewayUrl}/gateway/test/payments/${paymentKey}/deposit`, {
      body: amount === undefined ? {} : { amount },
    });
    if (deposited.status !== 200) return unexpected(world, `deposit into the virtual account of ${orderId}`, deposited);
  }

  if (expectation.expectedState === PAYMENT_STATE.approved) {
    world.model.move(`payment ${orderId}`, [
      [systemAccount('onair', 'gateway', product.itemCode), -product.quantity],
      [walletOf(viewer.memberId, 'onair', product.itemCode), product.quantity],
    ]);
    world.succeeded.approvals.push(orderId);
  }
  if (decision === 'approve') {
    // The return confirmed before it answered: the buyer's next look already shows the approval.
    const seen = await client.plain('GET', `/api/shoppings/payments/${orderId}`, { headers: viewer.headers });
    const state = (seen.body as { state?: number }).state;
    if (state === PAYMENT_STATE.approved) world.refundable.push(expectation);
    else
      world.problems.push(
        `order ${orderId} was approved at the gateway and returned, yet the buyer sees state ${state}`,
      );
  }
  tally(world, `purchase ${decision}`);
}

/** A buyer cancels an approved order: refunded, unless part of what it credited was spent meanwhile. */
export async function refund(world: StormWorld) {
  if (world.refundable.length === 0) return tally(world, 'refund skipped (nothing approved yet)');
  const order = present(
    world.refundable.splice(world.rng.int(0, world.refundable.length - 1), 1)[0],
    'a refundable order',
  );
  const buyer = present(
    world.cast.viewers.find((viewer) => viewer.memberId === order.memberId),
    'the buyer',
  );
  const answer = await sendMoney(
    world,
    buyer,
    '/api/shoppings/payments-cancel',
    { orderId: order.orderId },
    { orderId: `${order.orderId}0` },
  );
  const body = answer.body as { code?: string; state?: number };
  if (answer.status === 409 && body.code === 'CONFLICT') return tally(world, 'refund refused (spent)');
  if (answer.status !== 200 || body.state !== PAYMENT_STATE.cancelled)
    return unexpected(world, `refund of ${order.orderId}`, answer);
  world.model.move(`refund ${order.orderId}`, [
    [walletOf(order.memberId, 'onair', order.itemCode), -order.quantity],
    [systemAccount('onair', 'gateway', order.itemCode), order.quantity],
  ]);
  order.expectedState = PAYMENT_STATE.cancelled;
  world.succeeded.refunds.push(order.orderId);
  tally(world, 'refund made');
}

/**
 * The gateway refunds an approved order on its own (a chargeback), racing the buyer's gifts. Its
 * signed webhook may come twice or late. The buyer's wallet gives back what it still holds and
 * the rest becomes debt, which the next credit settles: how much of each depends on the race, so
 * the model moves the buyer's holding (wallet and debt together; checkModel adds them up).
 */
export async function chargeback(world: StormWorld) {
  if (world.refundable.length === 0) return tally(world, 'chargeback skipped (nothing approved yet)');
  const order = present(
    world.refundable.splice(world.rng.int(0, world.refundable.length - 1), 1)[0],
    'a refundable order',
  );
  const answer = await world.client.plain(
    'POST',
    `${world.gatewayUrl}/gateway/test/payments/${order.paymentKey}/refund`,
  );
  if (answer.status !== 200) return unexpected(world, `chargeback of ${order.orderId}`, answer);
  world.model.move(`chargeback ${order.orderId}`, [
    [walletOf(order.memberId, 'onair', order.itemCode), -order.quantity],
    [systemAccount('onair', 'gateway', order.itemCode), order.quantity],
  ]);
  order.expectedState = PAYMENT_STATE.cancelled;
  world.succeeded.refunds.push(order.orderId);
  tally(world, 'chargeback made');
}
