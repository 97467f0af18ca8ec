import type { FastifyInstance } from 'fastify';
import { PAYMENT_STATE } from '@onair/contracts';
import type { Ledger } from '@onair/ledger';
import { GatewayRefusal, type GatewayPayment } from './gateway/index';
import type { OrderDeps } from './order-routes';
import { applyVerdict, type GatewayVerdict } from './payment-decisions';
import { present } from '../../platform/present';

/** Where the buyer lands after the gateway, on the same web origin the order was placed from. */
export const resultPath = (orderId: string) => `/luv/payment/result?orderId=${encodeURIComponent(orderId)}`;

type ReturnQuery = { orderId?: string; paymentKey?: string; amount?: string };

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

  // The fail link carries no proof: anyone can open it with someone's order number. So it is only a
  // cue to ask the gateway, server to server, and to record what the gateway itself says.
  app.get<{ Querystring: ReturnQuery }>('/api/shoppings/gateway/fail', async (request, reply) => {
    const { orderId = '' } = request.query;
    const payment = await deps.store.byOrderId(deps.db, orderId);
    if (!payment) return reply.redirect('/luv/payment/result', 303);
    const unfinished = payment.state === PAYMENT_STATE.requested || payment.state === PAYMENT_STATE.inProgress;
    if (unfinished && payment.paymentKey) await recordGatewayFailure(deps, orderId, payment.paymentKey, request.log);
    return reply.redirect(resultPath(orderId), 303);
  });
}

/** What the gateway's own record says of a payment the buyer left: failed, cancelled, or nothing yet. */
function failureOf(payment: GatewayPayment): GatewayVerdict | null {
  if (payment.status === 'CANCELED') return { status: 'CANCELED' };
  if (payment.status !== 'ABORTED') return null;
  const { code, message } = payment.failure ?? { code: 'PAY_PROCESS_ABORTED', message: '결제가 완료되지 않았습니다.' };
  return { status: 'ABORTED', code, message };
}

/**
 * Applies a failure or cancellation only when the gateway records one (its webhook says the same;
 * whichever lands first acts). Gateway unreachable: nothing changes, and the webhook settles it.
 */
async function recordGatewayFailure(
  deps: OrderDeps & { ledger: Ledger },
  orderId: string,
  paymentKey: string,
  log: { warn: (obj: object, msg: string) => void },
) {
  let atGateway: GatewayPayment;
  try {
    atGateway = await deps.gateway.get(paymentKey);
  } catch (error) {
    log.warn({ err: error, orderId }, 'the gateway could not be asked about a failed return; the payment stays as it is');
    return;
  }
  const verdict = failureOf(atGateway);
  if (!verdict) return;
  await deps.ledger.transaction(async (tx) =>
    applyVerdict(tx, deps.ledger, deps.store, present(await deps.store.lockByOrderId(tx, orderId), 'the payment'), verdict, 'return'),
  );
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
