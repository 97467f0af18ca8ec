import type { FastifyInstance } from 'fastify';
import { gatewayWebhookEvents } from '@onair/db';
import type { Ledger } from '@onair/ledger';
import { ApiError } from '../../platform/http/errors';
import { verifyWebhook, type GatewayWebhookEvent } from './gateway/index';
import type { OrderDeps } from './order-routes';
import { applyVerdict, type GatewayVerdict } from './payment-decisions';

function verdictOf(event: GatewayWebhookEvent): GatewayVerdict | undefined {
  const data = event.data;
  switch (data.status) {
    case 'DONE':
      return { status: 'DONE', amount: data.amount };
    case 'WAITING_FOR_DEPOSIT':
      return { status: 'WAITING_FOR_DEPOSIT' };
    case 'PARTIAL_DEPOSIT':
      return { status: 'PARTIAL_DEPOSIT', depositedAmount: data.depositedAmount ?? 0 };
    case 'CANCELED':
      return { status: 'CANCELED' };
    case 'ABORTED':
      // Whichever of the webhook and the confirm answer lands first records the gateway's own reason.
      return data.failure
        ? { status: 'ABORTED', ...data.failure }
        : { status: 'ABORTED', code: 'ABORTED', message: '결제가 중단되었습니다.' };
    default:
      return undefined;
  }
}

/**
 * The gateway's server-to-server news, verified by its signature over the raw body. The event id
 * is recorded in the same transaction as its effect, so a delivery repeated after a success acts
 * once, while one that failed here (a 5xx) is retried by the gateway and acts then.
 */
export function webhookRoute(app: FastifyInstance, deps: OrderDeps & { ledger: Ledger }) {
  void app.register(async (scope) => {
    // The signature covers the exact bytes sent, so this route keeps the body as text.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/api/shoppings/gateway/webhook', async (request) => {
      let event: GatewayWebhookEvent;
      try {
        event = verifyWebhook(String(request.body ?? ''), request.headers, deps.settings.paymentGateway.webhookSecret);
      } catch {
        throw new ApiError(401, 'INVALID_SIGNATURE', 'system.invalidWebhookSignature');
      }
      const verdict = verdictOf(event);
      await deps.ledger.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(gatewayWebhookEvents)
          .values({ eventId: event.eventId, orderId: event.data.orderId, type: event.type, status: event.data.status })
          .onConflictDoNothing()
          .returning({ eventId: gatewayWebhookEvents.eventId });
        if (!fresh || !verdict) return;
        const payment = await deps.store.lockByOrderId(tx, event.data.orderId);
        if (!payment || payment.paymentKey !== event.data.paymentKey) return;
        // A refund of currency already spent is booked as the buyer's debt (refundFromGateway).
        await applyVerdict(tx, deps.ledger, deps.store, payment, verdict, 'webhook');
      });
      return { ok: true };
    });
  });
}
