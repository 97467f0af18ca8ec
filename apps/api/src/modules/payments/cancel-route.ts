import type { FastifyInstance } from 'fastify';
import { PAYMENT_STATE, shoppingRoutes } from '@onair/contracts';
import { InsufficientBalance, type Ledger } from '@onair/ledger';
import { GatewayRefusal } from './gateway/index';
import { purchaseRightsOf, type BrandConfig } from '@onair/brand';
import { registerIdempotentRoute } from '../../platform/http/idempotent-route';
import { MONEY_CODES, moneyRefusal } from '../../platform/http/money-errors';
import type { OrderDeps } from './order-routes';
import { refundPayment } from './payment-settlement';
import { isUnfinished } from './payment-states';
import { paymentView } from './payment-view';
import { withdrawableUntil } from './withdrawal-window';
import { present } from '../../platform/present';

/**
 * The buyer cancels an order. Unfinished: dropped here and at the gateway. Approved: withdrawal of
 * purchase (청약철회, docs/money.md): within the brand's period, the credited currency is taken
 * back first (refused if any of its lot was used), then the gateway refunds; both in one
 * transaction, so a gateway failure leaves the payment approved and the balance untouched.
 */
export function cancelRoute(app: FastifyInstance, deps: OrderDeps & { ledger: Ledger }) {
  registerIdempotentRoute(app, deps.db, shoppingRoutes.paymentsCancel, async ({ body, request, tx, memberId }) => {
    const brand = request.brand;
    const payment = await deps.store.lockByOrderId(tx, body.orderId);
    if (!payment || payment.memberId !== memberId)
      throw moneyRefusal(404, MONEY_CODES.notFound, 'paymentNotFound', brand);
    if (payment.state === PAYMENT_STATE.cancelled) return paymentView(payment);

    if (payment.state === PAYMENT_STATE.approved) {
      // 청약철회 is the member's within the brand's period (7 days after the day of purchase, KST);
      // after it, a refund is finance's to decide (the console).
      const until = withdrawableUntil(payment);
      if (!until || Date.now() > until.getTime()) {
        throw moneyRefusal(409, MONEY_CODES.conflict, 'withdrawalPeriodOver', brand, {
          days: String(purchaseRightsOf(brand).withdrawalDays),
        });
      }
      try {
        await refundPayment(tx, deps.ledger, deps.store, payment, 'user');
      } catch (error) {
        if (error instanceof InsufficientBalance) {
          throw moneyRefusal(409, MONEY_CODES.conflict, 'refundAlreadySpent', brand);
        }
        throw error;
      }
    } else if (isUnfinished(payment.state) || payment.state === PAYMENT_STATE.wrongDeposit) {
      await deps.store.move(tx, payment.paymentId, PAYMENT_STATE.cancelled, 'user', { cancelledAt: new Date() });
    } else {
      throw moneyRefusal(409, MONEY_CODES.conflict, 'paymentNotCancellable', brand);
    }
    if (payment.paymentKey)
      await cancelAtGateway(deps, payment.paymentKey, payment.state === PAYMENT_STATE.approved, brand);
    return paymentView(present(await deps.store.byOrderId(tx, payment.orderId), 'the cancelled payment'));
  });
}

/**
 * An order the gateway never completed may already be gone or cancelled there, and a payment an
 * earlier attempt cancelled is cancelled; that is the outcome we want. A refund the gateway will not make is refused, and the transaction (the currency taken
 * back) rolls back with it.
 */
async function cancelAtGateway(deps: OrderDeps, paymentKey: string, refund: boolean, brand: BrandConfig) {
  try {
    await deps.gateway.cancel(paymentKey, '구매자 요청에 의한 취소');
  } catch (error) {
    if (!(error instanceof GatewayRefusal)) throw error;
    // Already cancelled at the gateway: an earlier attempt got that far before this process died,
    // so the refund is finished here now rather than refused.
    if (error.code === 'ALREADY_CANCELED_PAYMENT') return;
    if (refund || !['NOT_FOUND_PAYMENT', 'NOT_CANCELABLE_PAYMENT'].includes(error.code)) {
      throw moneyRefusal(409, MONEY_CODES.conflict, 'paymentNotCancellable', brand);
    }
  }
}
