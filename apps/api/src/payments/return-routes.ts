import type { FastifyInstance } from 'fastify';
import { PAYMENT_STATE } from '@onair/contracts';
import type { Ledger } from '@onair/ledger';
import { GatewayRefusal } from './gateway/index';
import type { OrderDeps } from './order-routes';
import { applyVerdict } from './payment-decisions';
import { present } from '../present';

/** Where the buyer lands after the gateway, on the same web origin the order was placed from. */
export const resultPath = (orderId: string) => `/luv/payment/result?orderId=${encodeURIComponent(orderId)}`;

type ReturnQuery = { orderId?: string; paymentKey?: string; amount?: string; code?: string; message?: string };

/**
 * The gateway sends the browser back here. Success means the buyer authorized: we confirm with the
 * gateway server to server (a return URL alone proves nothing), then show the result page. When the
 * gateway cannot be reached the payment stays in progress and the result page's next look retries.
 */
export function returnRoutes(app: FastifyInstance, deps: OrderDeps & { ledger: Ledger }) {
  app.get<{ Querystring: ReturnQuery }>('/api/shoppings/gateway/success', async (request, reply) => {
    const { orderId = '', paymentKey = '', amount = '' } = request.query;
    const payment = await deps.store.byOrderId(deps.db, orderId);
    if (!payment || payment.paymentKey !== paymentKey) return reply.redirect('/luv/payment/result', 303);
    if (payment.state === PAYMENT_STATE.requested || payment.state === PAYMENT_STATE.inProgress) {
      if (Number(amount) !== payment.price) {
        await deps.ledger.transaction((tx) =>
          applyVerdict(
            tx,
            deps.ledger,
            deps.store,
            payment,
            { status: 'APPROVAL_ERROR', code: 'INVALID_AMOUNT', message: '결제 금액이 주문 금액과 다릅니다.' },
            'return',
          ),
        );
      } else {
        await deps.ledger.transaction((tx) =>
          deps.store.move(tx, payment.paymentId, PAYMENT_STATE.inProgress, 'return'),
        );
        await confirmPayment(deps, orderId, request.log);
      }
    }
    return reply.redirect(resultPath(orderId), 303);
  });

  app.get<{ Querystring: ReturnQuery }>('/api/shoppings/gateway/fail', async (request, reply) => {
    const { orderId = '', code = 'PAY_PROCESS_ABORTED', message = '결제가 완료되지 않았습니다.' } = request.query;
    const payment = await deps.store.byOrderId(deps.db, orderId);
    if (!payment) return reply.redirect('/luv/payment/result', 303);
    const verdict =
      code === 'PAY_PROCESS_CANCELED'
        ? ({ status: 'CANCELED' } as const)
        : ({ status: 'ABORTED', code, message: message.slice(0, 200) } as const);
    // Only an unfinished order can fail from the browser; a forged fail link cannot undo an approval.
    if (payment.state !== PAYMENT_STATE.approved) {
      await deps.ledger.transaction((tx) => applyVerdict(tx, deps.ledger, deps.store, payment, verdict, 'return'));
    }
    return reply.redirect(resultPath(orderId), 303);
  });
}

/** Asks the gateway to approve an authorized payment and applies its answer; safe to repeat. */
export async function confirmPayment(
  deps: OrderDeps & { ledger: Ledger },
  orderId: string,
  log: { warn: (obj: object, msg: string) => void },
) {
  const payment = await deps.store.byOrderId(deps.db, orderId);
  if (!payment?.paymentKey || payment.state !== PAYMENT_STATE.inProgress) return;
  try {
    const answer = await deps.gateway.confirm({ paymentKey: payment.paymentKey, orderId, amount: payment.price });
    const verdict =
      answer.status === 'DONE'
        ? ({ status: 'DONE', amount: answer.totalAmount } as const)
        : ({ status: 'WAITING_FOR_DEPOSIT', virtualAccount: answer.virtualAccount } as const);
    await deps.ledger.transaction(async (tx) =>
      applyVerdict(
        tx,
        deps.ledger,
        deps.store,
        present(await deps.store.lockByOrderId(tx, orderId), 'the payment'),
        verdict,
        'confirm',
      ),
    );
  } catch (error) {
    // Not authorized at the gateway (a forged or early return link): nothing to decide yet.
    if (error instanceof GatewayRefusal && error.code === 'NOT_AUTHORIZED_PAYMENT') return;
    if (error instanceof GatewayRefusal) {
      await deps.ledger.transaction(async (tx) =>
        applyVerdict(
          tx,
          deps.ledger,
          deps.store,
          present(await deps.store.lockByOrderId(tx, orderId), 'the payment'),
          { status: 'APPROVAL_ERROR', code: error.code, message: error.message },
          'confirm',
        ),
      );
      return;
    }
    log.warn({ err: error, orderId }, 'payment confirm did not reach the gateway; it stays in progress');
  }
}
