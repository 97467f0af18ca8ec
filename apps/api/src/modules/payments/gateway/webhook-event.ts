import * as v from 'valibot';

const WebhookStatus = v.picklist(['DONE', 'CANCELED', 'ABORTED', 'WAITING_FOR_DEPOSIT', 'PARTIAL_DEPOSIT']);
const Won = v.pipe(v.number(), v.integer());

/** The body of a gateway webhook; a repeated delivery has the same eventId. */
export const GatewayWebhookEventSchema = v.object({
  eventId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  type: v.picklist(['PAYMENT_STATUS_CHANGED', 'DEPOSIT_CALLBACK']),
  createdAt: v.string(),
  data: v.object({
    paymentKey: v.string(),
    orderId: v.string(),
    status: WebhookStatus,
    amount: Won,
    /** DEPOSIT_CALLBACK only: what the buyer paid into the virtual account. */
    depositedAmount: v.optional(Won),
    /** ABORTED: the gateway's reason, the same one its confirm answer gives. */
    failure: v.optional(
      v.object({ code: v.pipe(v.string(), v.maxLength(64)), message: v.pipe(v.string(), v.maxLength(200)) }),
    ),
  }),
});

export type GatewayWebhookEvent = v.InferOutput<typeof GatewayWebhookEventSchema>;
export type GatewayWebhookStatus = GatewayWebhookEvent['data']['status'];
