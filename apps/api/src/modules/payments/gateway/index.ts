// The payment gateway adapter: what the payments routes use (docs/payment-gateway.md).
export { createGatewayClient, type GatewayClientOptions } from './gateway-client';
export { GatewayRefusal } from './gateway-refusal';
export { GATEWAY_ERROR_CODE, GATEWAY_MESSAGES } from './gateway-messages';
export type * from './gateway-types';
export { PAYMENT_STATE_OF } from './payment-state';
export {
  verifyWebhook,
  WebhookRejected,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookHeaders,
  type WebhookRejection,
} from './verify-webhook';
export type { GatewayWebhookEvent, GatewayWebhookStatus } from './webhook-event';
