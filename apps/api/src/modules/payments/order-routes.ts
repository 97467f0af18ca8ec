import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { findProduct, shoppingRoutes, PAYMENT_STATE, type RouteContract } from '@onair/contracts';
import type { Database } from '@onair/db';
import { requireFeature } from '../../platform/http/feature-gate';
import { refusalOf, registerKeyedRoute, type IdempotentInput } from '../../platform/http/idempotent-route';
import { runIdempotent } from '@onair/ledger';
import { signinThrottle } from '../auth/index';
import { checkPurchaseLimits } from './purchase-limits';
import { checkPurchasePassword } from './purchase-password';
import { requireStillMember } from '../../platform/ledger/still-member';
import { MONEY_CODES, moneyRefusal } from '../../platform/http/money-errors';
import { ApiError } from '../../platform/http/errors';
import type { BrandConfig } from '@onair/brand';
import type { ApiSettings } from '../../platform/config/settings';
import { webOriginOf, type WebOriginSettings } from '../../platform/config/web-origin';
import { GATEWAY_ERROR_CODE, GatewayRefusal, type GatewayClient } from './gateway/index';
import type { PaymentStore } from './payment-store';
import { paymentView } from './payment-view';
import { orderName } from './order-name';
import { present } from '../../platform/present';

export type OrderDeps = { db: Database; store: PaymentStore; gateway: GatewayClient; settings: PaymentSettings };

/** What the payment routes read of the settings: the gateway, and where the browser comes back to. */
export type PaymentSettings = WebOriginSettings & Pick<ApiSettings, 'paymentGateway'>;

/** ORD-20261121-9f3c1a7b2e: sortable by day, unguessable, within the gateway's 64 characters. */
function newOrderId(now = new Date()) {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `ORD-${day}-${randomBytes(8).toString('hex')}`;
}

/**
 * Writing the order and opening it at the gateway happen in one transaction: if the gateway is
 * down the order is not kept (and the retry, with the same key, can succeed), and the buyer only
 * ever gets a checkout for an order that exists. The password is checked first, outside it (a wrong
 * one is not stored under the key, so the corrected retry goes through), and the brand's purchase
 * limits inside it, before the gateway is opened.
 */
function registerOrderRoute(
  app: FastifyInstance,
  deps: OrderDeps,
  contract: typeof shoppingRoutes.luvPayment | typeof shoppingRoutes.flaxPayment,
  kind: 'luv' | 'flax',
) {
  const throttle = signinThrottle(deps.db);
  const orderContract = contract as RouteContract as typeof shoppingRoutes.luvPayment;
  registerKeyedRoute(app, orderContract, async (input) => {
    requireFeature(input.request.brand, 'luvPurchase');
    await checkPurchasePassword(deps.db, throttle, { request: input.request, reply: input.reply, password: input.body.password });
    return runIdempotent(
      deps.db,
      input.scope,
      async (tx) => ({ status: 201, body: await placeOrder({ ...input, tx }) }),
      (error) => refusalOf(error, input.request.brand),
    );
  });

  async function placeOrder({ body, request, tx, memberId }: IdempotentInput<typeof shoppingRoutes.luvPayment>) {
      const brand = request.brand;
      await requireStillMember(tx, memberId);
      const product = findProduct(kind, body.productCode);
      if (!product) throw moneyRefusal(404, MONEY_CODES.notFound, 'productNotFound', brand);
      await checkPurchaseLimits(tx, brand, memberId, product.price, new Date());
      const order = await deps.store.insert(tx, {
        orderId: newOrderId(),
        memberId,
        brand: brand.code,
        kind,
        productCode: product.productCode,
        itemCode: product.itemCode,
        quantity: product.quantity,
        price: product.price,
        method: body.method,
        state: PAYMENT_STATE.pendingPayment,
      });
      const origin = webOriginOf(request, deps.settings);
      const opened = await openAtGateway(deps.gateway, brand, {
        orderId: order.orderId,
        orderName: orderName(product.itemCode, product.quantity, brand.currency.ko),
        amount: order.price,
        method: body.method,
        customerName: request.member?.loginId,
        successUrl: `${origin}/api/shoppings/gateway/success`,
        failUrl: `${origin}/api/shoppings/gateway/fail`,
        webhookUrl: `${deps.settings.paymentGateway.webhookBaseUrl.replace(/\/+$/, '')}/api/shoppings/gateway/webhook`,
      });
      const requested = await deps.store.move(tx, order.paymentId, PAYMENT_STATE.requested, 'order', {
        paymentKey: opened.paymentKey,
      });
      return { payment: paymentView(present(requested, 'the requested payment')), checkoutUrl: opened.checkoutUrl };
  }
}

/** A gateway that refuses to open a payment is our misconfiguration, not the buyer's fault: 502, and nothing kept. */
async function openAtGateway(
  gateway: GatewayClient,
  brand: BrandConfig,
  input: Parameters<GatewayClient['createPayment']>[0],
) {
  try {
    return await gateway.createPayment(input);
  } catch (error) {
    if (error instanceof GatewayRefusal)
      throw new ApiError(502, GATEWAY_ERROR_CODE, 'money.gatewayUnavailable');
    throw error;
  }
}

export function orderRoutes(app: FastifyInstance, deps: OrderDeps) {
  registerOrderRoute(app, deps, shoppingRoutes.luvPayment, 'luv');
  registerOrderRoute(app, deps, shoppingRoutes.flaxPayment, 'flax');
}
