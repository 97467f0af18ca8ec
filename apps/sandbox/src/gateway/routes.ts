import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin-routes';
import { checkoutRoutes } from './checkout-routes';
import { createGateway } from './gateway';
import { merchantRoutes } from './merchant-routes';
import { gatewayOptions, type GatewayOptions } from './options';
import { testRoutes } from './test-routes';
import { createWebhookDispatcher } from './webhooks';

/**
 * The payment gateway stand-in (docs/payment-gateway.md): the merchant API under /gateway/v1,
 * the buyer's checkout window, the operator's page, and JSON test endpoints. State is in memory.
 */
export function gatewayRoutes(app: FastifyInstance, overrides: Partial<GatewayOptions> = {}) {
  const options = gatewayOptions(overrides);
  const webhooks = createWebhookDispatcher({ ...options, log: app.log });
  const gateway = createGateway(webhooks);
  app.addHook('onClose', () => webhooks.close());

  merchantRoutes(app, gateway, options.secretKey);
  testRoutes(app, gateway, webhooks);
  // Its own scope: the pages' forms are urlencoded, which the rest of the sandbox does not take.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    checkoutRoutes(scope, gateway);
    adminRoutes(scope, gateway, webhooks);
  });
  return { gateway, webhooks };
}
