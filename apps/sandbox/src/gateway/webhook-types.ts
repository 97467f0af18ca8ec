export type WebhookEventType = 'PAYMENT_STATUS_CHANGED' | 'DEPOSIT_CALLBACK';
export type WebhookStatus = 'DONE' | 'CANCELED' | 'ABORTED' | 'WAITING_FOR_DEPOSIT' | 'PARTIAL_DEPOSIT';

/** The body of one webhook; a duplicate or a replay sends the same body with the same eventId. */
export type WebhookEvent = {
  eventId: string;
  type: WebhookEventType;
  createdAt: string;
  data: {
    paymentKey: string;
    orderId: string;
    status: WebhookStatus;
    amount: number;
    depositedAmount?: number;
    /** ABORTED only: why, as the confirm answer said it, so the merchant records the same reason first or last. */
    failure?: { code: string; message: string };
  };
};

/** event: sent because the payment changed; duplicate: the fault "deliver twice"; replay: asked for again. */
export type DeliveryTrigger = 'event' | 'duplicate' | 'replay';

export type DeliveryAttempt = { at: string; timestamp: number; responseStatus: number | null; error: string | null };

/** One send of an event to the webhook URL, with its retries. */
export type WebhookDelivery = {
  deliveryId: number;
  eventId: string;
  type: WebhookEventType;
  status: WebhookStatus;
  trigger: DeliveryTrigger;
  /** held: waiting for a release; scheduled: delayed on purpose; retrying: waiting between attempts. */
  state: 'held' | 'scheduled' | 'sending' | 'retrying' | 'delivered' | 'failed';
  attempts: DeliveryAttempt[];
};
