import type { FastifyInstance, FastifyReply } from 'fastify';
import { renderCheckoutMessage, renderCheckoutPage } from './checkout-page';
import { decide, isDecision } from './checkout-decisions';
import type { Gateway } from './gateway';
import { GatewayError } from './gateway-error';

type KeyParams = { paymentKey: string };
const html = (reply: FastifyReply, status: number, page: string) => reply.status(status).type('text/html; charset=utf-8').send(page);

/** The buyer's window: the page, its form (POST, then 303), and `?decide=` doing the same in one GET for tests. */
export function checkoutRoutes(scope: FastifyInstance, gateway: Gateway) {
  const answer = (reply: FastifyReply, paymentKey: string, decision: unknown, stepByStep: boolean) => {
    const payment = gateway.get(paymentKey);
    if (!payment) return html(reply, 404, renderCheckoutMessage('결제 정보를 찾을 수 없습니다.'));
    if (!isDecision(decision)) return html(reply, 400, renderCheckoutPage(payment, '결제하기, 결제 실패, 승인 오류 또는 취소를 눌러주세요.'));
    try {
      const location = decide(gateway, paymentKey, decision, { stepByStep });
      reply.log.info({ paymentKey, decision, status: payment.status }, 'checkout decided');
      return reply.redirect(location, 303);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return html(reply, error.statusCode, renderCheckoutPage(payment, error.message));
    }
  };

  scope.get<{ Params: KeyParams; Querystring: { decide?: string } }>('/gateway/checkout/:paymentKey', async (request, reply) => {
    if (request.query.decide !== undefined) return answer(reply, request.params.paymentKey, request.query.decide, false);
    const payment = gateway.get(request.params.paymentKey);
    if (!payment) return html(reply, 404, renderCheckoutMessage('결제 정보를 찾을 수 없습니다.'));
    return html(reply, 200, renderCheckoutPage(payment));
  });

  scope.post<{ Params: KeyParams; Body: Record<string, string> | undefined }>('/gateway/checkout/:paymentKey', async (request, reply) =>
    answer(reply, request.params.paymentKey, request.body?.['decision'], true),
  );
}
