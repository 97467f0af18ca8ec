import type { FastifyInstance } from 'fastify';
import type { Gateway } from './gateway';
import { installGatewayErrorHandler } from './gateway-error';
import { checkMerchantKey } from './merchant-key';
import { paymentView } from './payment';
import { CancelBody, ConfirmBody, CreatePaymentBody, parseBody } from './schemas';

type KeyParams = { Params: { paymentKey: string } };

/** What the merchant (our API) calls server to server, with its secret key: create, confirm, cancel, look up. */
export function merchantRoutes(app: FastifyInstance, gateway: Gateway, secretKey: string) {
  app.register(async (scope) => {
    installGatewayErrorHandler(scope);
    scope.addHook('onRequest', async (request) => checkMerchantKey(request.headers.authorization, secretKey));

    scope.post('/gateway/v1/payments', async (request, reply) => {
      const payment = gateway.create(parseBody(CreatePaymentBody, request.body));
      request.log.info({ paymentKey: payment.paymentKey, orderId: payment.orderId, amount: payment.amount, method: payment.method }, 'payment created');
      const checkoutUrl = `${request.protocol}://${request.host}/gateway/checkout/${payment.paymentKey}`;
      return reply.status(201).send({ paymentKey: payment.paymentKey, orderId: payment.orderId, checkoutUrl, status: payment.status });
    });

    scope.post('/gateway/v1/payments/confirm', async (request) => paymentView(gateway.confirm(parseBody(ConfirmBody, request.body))));

    scope.post<KeyParams>('/gateway/v1/payments/:paymentKey/cancel', async (request) => {
      const payment = gateway.find(request.params.paymentKey);
      return paymentView(gateway.cancel(payment.paymentKey, parseBody(CancelBody, request.body).cancelReason));
    });

    scope.get<KeyParams>('/gateway/v1/payments/:paymentKey', async (request) => paymentView(gateway.find(request.params.paymentKey)));
  });
}
