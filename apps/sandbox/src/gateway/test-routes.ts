import type { FastifyInstance } from 'fastify';
import { GATEWAY_REFUND_REASON, type Gateway } from './gateway';
import { GatewayError, installGatewayErrorHandler } from './gateway-error';
import { paymentRecord, paymentView } from './payment';
import { DepositBody, FaultsBody, parseBody, ReplayBody } from './schemas';
import type { WebhookDispatcher } from './webhooks';

type KeyParams = { Params: { paymentKey: string } };

/** JSON twins of the operator's page, for tests; no key needed (the sandbox is never public). */
export function testRoutes(app: FastifyInstance, gateway: Gateway, webhooks: WebhookDispatcher) {
  app.register(async (scope) => {
    installGatewayErrorHandler(scope);

    scope.get<{ Querystring: { orderId?: string } }>('/gateway/test/payments', async (request) => ({
      payments: gateway.list(request.query.orderId).map(paymentRecord),
    }));

    scope.get<KeyParams>('/gateway/test/payments/:paymentKey', async (request) =>
      paymentRecord(gateway.find(request.params.paymentKey)),
    );

    scope.post<KeyParams>('/gateway/test/payments/:paymentKey/deposit', async (request) => {
      const payment = gateway.find(request.params.paymentKey);
      return paymentView(gateway.deposit(payment.paymentKey, parseBody(DepositBody, request.body).amount));
    });

    // The gateway refunding on its own (a chargeback): the merchant hears of it only by webhook.
    scope.post<KeyParams>('/gateway/test/payments/:paymentKey/refund', async (request) => {
      const payment = gateway.find(request.params.paymentKey);
      return paymentView(gateway.cancel(payment.paymentKey, GATEWAY_REFUND_REASON));
    });

    scope.post<KeyParams>('/gateway/test/payments/:paymentKey/faults', async (request) => {
      const payment = gateway.find(request.params.paymentKey);
      return { faults: gateway.setFaults(payment.paymentKey, parseBody(FaultsBody, request.body)) };
    });

    scope.post<KeyParams>('/gateway/test/payments/:paymentKey/webhooks/release', async (request) => ({
      released: webhooks.release(gateway.find(request.params.paymentKey)),
    }));

    scope.post<KeyParams>('/gateway/test/payments/:paymentKey/webhooks/replay', async (request) => {
      const payment = gateway.find(request.params.paymentKey);
      const deliveries = webhooks.replay(payment, parseBody(ReplayBody, request.body).times);
      if (!deliveries) throw new GatewayError(409, 'NO_WEBHOOK', '다시 보낼 웹훅이 없습니다.');
      return { replayed: deliveries.length, eventId: deliveries[0]?.eventId };
    });
  });
}
