import type { FastifyInstance } from 'fastify';
import { GATEWAY_REFUND_REASON, wrongDepositAmount, type Gateway } from './gateway';
import { GatewayError } from './gateway-error';
import { renderAdminPage } from './admin-page';
import type { WebhookDispatcher } from './webhooks';

type Form = Record<string, string> | undefined;

/** Runs one button of the operator's page. */
function act(gateway: Gateway, webhooks: WebhookDispatcher, paymentKey: string, form: Form) {
  const payment = gateway.find(paymentKey);
  switch (form?.['action']) {
    case 'deposit-exact':
      return gateway.deposit(paymentKey, payment.amount);
    case 'deposit-wrong':
      return gateway.deposit(paymentKey, wrongDepositAmount(payment.amount));
    case 'duplicate-on':
    case 'duplicate-off':
      return gateway.setFaults(paymentKey, { duplicate: form['action'] === 'duplicate-on' });
    case 'hold-on':
    case 'hold-off':
      return gateway.setFaults(paymentKey, { hold: form['action'] === 'hold-on' });
    case 'delay': {
      const delayMs = Number(form['delayMs']);
      if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > 600_000)
        throw new GatewayError(400, 'INVALID_REQUEST', '지연은 0에서 600000 ms 사이로 입력해주세요.');
      return gateway.setFaults(paymentKey, { delayMs });
    }
    case 'refund':
      return gateway.cancel(paymentKey, GATEWAY_REFUND_REASON);
    case 'release':
      return webhooks.release(payment);
    case 'replay':
      if (!webhooks.replay(payment, 1)) throw new GatewayError(409, 'NO_WEBHOOK', '다시 보낼 웹훅이 없습니다.');
      return;
    default:
      throw new GatewayError(400, 'INVALID_REQUEST', '버튼을 눌러주세요.');
  }
}

/** GET /gateway/admin, and its buttons: POST then 303 back to the page. */
export function adminRoutes(scope: FastifyInstance, gateway: Gateway, webhooks: WebhookDispatcher) {
  scope.get('/gateway/admin', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderAdminPage(gateway.list())),
  );

  scope.post<{ Params: { paymentKey: string }; Body: Form }>(
    '/gateway/admin/payments/:paymentKey',
    async (request, reply) => {
      try {
        act(gateway, webhooks, request.params.paymentKey, request.body);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        return reply
          .status(error.statusCode)
          .type('text/html; charset=utf-8')
          .send(renderAdminPage(gateway.list(), error.message));
      }
      request.log.info(
        { paymentKey: request.params.paymentKey, action: request.body?.['action'] },
        'gateway operator action',
      );
      return reply.redirect('/gateway/admin', 303);
    },
  );
}
