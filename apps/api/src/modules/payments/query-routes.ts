import type { FastifyInstance } from 'fastify';
import { PAYMENT_STATE, paymentFailureRoute, shoppingRoutes } from '@onair/contracts';
import { paymentLotOf, paymentLotsRemaining, type Ledger } from '@onair/ledger';
import { registerRoute } from '../../platform/http/register-route';
import { MONEY_CODES, moneyRefusal } from '../../platform/http/money-errors';
import type { OrderDeps } from './order-routes';
import { paymentView } from './payment-view';
import { confirmPayment } from './return-routes';
import { present } from '../../platform/present';
import { memberOf } from '../../platform/sessions/member-of';

/** An authorized payment whose confirm did not get through is retried when the buyer looks again, at most this often. */
const RECONFIRM_AFTER_MS = 3000;

export function queryRoutes(app: FastifyInstance, deps: OrderDeps & { ledger: Ledger }) {
  registerRoute(app, shoppingRoutes.payment, async ({ params, request }) => {
    let payment = await deps.store.byOrderId(deps.db, params.orderId);
    if (!payment || payment.memberId !== memberOf(request).memberId)
      throw moneyRefusal(404, MONEY_CODES.notFound, 'paymentNotFound', request.brand);
    const stuck =
      payment.state === PAYMENT_STATE.inProgress &&
      !payment.virtualAccount &&
      Date.now() - payment.updatedAt.getTime() > RECONFIRM_AFTER_MS;
    if (stuck) {
      await confirmPayment(deps, payment.orderId, request.log);
      payment = present(await deps.store.byOrderId(deps.db, params.orderId), 'the payment');
    }
    return paymentView(payment, (await paymentLotOf(deps.db, payment.orderId))?.remaining ?? null);
  });

  registerRoute(app, shoppingRoutes.paymentList, async ({ query, request }) => {
    const { rows, total } = await deps.store.page(memberOf(request).memberId, query.page, query.size);
    const unused = await paymentLotsRemaining(deps.db, rows.map((row) => row.orderId));
    return { items: rows.map((row) => paymentView(row, unused.get(row.orderId) ?? null)), page: query.page, size: query.size, total };
  });

  registerRoute(app, paymentFailureRoute, async ({ query, request }) => {
    const payment = await deps.store.byOrderId(deps.db, query.orderId);
    // Public (the gateway's return may come without the session), so only the asking brand's orders.
    if (!payment || payment.brand !== request.brand.code) throw moneyRefusal(404, MONEY_CODES.notFound, 'paymentNotFound', request.brand);
    return {
      orderId: payment.orderId,
      state: payment.state,
      code: payment.failureCode,
      message: payment.failureMessage,
    };
  });
}
