import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Payment } from './payment';
import { signWebhook } from './signing';
import type { DeliveryTrigger, WebhookDelivery, WebhookEvent, WebhookEventType, WebhookStatus } from './webhook-types';

export type WebhookDispatcherOptions = {
  webhookSecret: string;
  retryDelaysMs: number[];
  webhookTimeoutMs: number;
  log: FastifyBaseLogger;
};

/**
 * Sends webhooks to the payment's webhookUrl, signed at the moment of each attempt, and retries
 * after each delay of retryDelaysMs when the API answers non-2xx or cannot be reached. Per payment
 * the faults hold them for a release, delay them, or send each twice (the copy once the first settles).
 */
export function createWebhookDispatcher({
  webhookSecret,
  retryDelaysMs,
  webhookTimeoutMs,
  log,
}: WebhookDispatcherOptions) {
  const closing = new AbortController();
  const sleepers = new Set<() => void>();
  const running = new Set<Promise<void>>();
  let nextDeliveryId = 1;

  /** True after ms; false at once when the dispatcher closes. */
  const sleep = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closing.signal.aborted) return resolve(false);
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve(false);
      };
      const timer = setTimeout(() => {
        sleepers.delete(wake);
        resolve(true);
      }, ms);
      sleepers.add(wake);
    });

  async function attempt(url: string, delivery: WebhookDelivery, body: string): Promise<boolean> {
    const timestamp = Math.floor(Date.now() / 1000);
    const record = {
      at: new Date().toISOString(),
      timestamp,
      responseStatus: null as number | null,
      error: null as string | null,
    };
    delivery.attempts.push(record);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-gateway-timestamp': String(timestamp),
          'x-gateway-signature': signWebhook(webhookSecret, timestamp, body),
        },
        body,
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(webhookTimeoutMs)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      record.responseStatus = response.status;
      return response.ok;
    } catch (error) {
      record.error = (error as Error).message;
      return false;
    }
  }

  async function send(payment: Payment, delivery: WebhookDelivery) {
    const event = payment.events.find((candidate) => candidate.eventId === delivery.eventId);
    if (!event || !payment.webhookUrl) return;
    const body = JSON.stringify(event);
    for (let retry = 0; ; retry += 1) {
      delivery.state = 'sending';
      if (await attempt(payment.webhookUrl, delivery, body)) {
        delivery.state = 'delivered';
        log.info(
          {
            paymentKey: payment.paymentKey,
            eventId: delivery.eventId,
            status: delivery.status,
            trigger: delivery.trigger,
          },
          'webhook delivered',
        );
        return;
      }
      const delay = retryDelaysMs[retry];
      delivery.state = 'retrying';
      if (delay === undefined || !(await sleep(delay))) {
        delivery.state = 'failed';
        log.warn(
          { paymentKey: payment.paymentKey, eventId: delivery.eventId, attempts: delivery.attempts },
          'webhook not delivered',
        );
        return;
      }
    }
  }

  /** One after the other, so a copy follows its original. */
  function sendInOrder(payment: Payment, deliveries: WebhookDelivery[], delayMs = 0) {
    const run = (async () => {
      if (delayMs > 0 && !(await sleep(delayMs))) return;
      for (const delivery of deliveries) await send(payment, delivery);
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
  }

  function newDelivery(
    payment: Payment,
    event: WebhookEvent,
    trigger: DeliveryTrigger,
    state: WebhookDelivery['state'],
  ): WebhookDelivery {
    const delivery: WebhookDelivery = {
      deliveryId: nextDeliveryId++,
      eventId: event.eventId,
      type: event.type,
      status: event.data.status,
      trigger,
      state,
      attempts: [],
    };
    payment.deliveries.push(delivery);
    return delivery;
  }

  return {
    /** Records the event on the payment and sends it as the payment's faults say. */
    emit(payment: Payment, type: WebhookEventType, status: WebhookStatus, depositedAmount?: number): WebhookEvent {
      const data = {
        paymentKey: payment.paymentKey,
        orderId: payment.orderId,
        status,
        amount: payment.amount,
        ...(depositedAmount === undefined ? {} : { depositedAmount }),
        ...(status === 'ABORTED' && payment.failure ? { failure: payment.failure } : {}),
      };
      const event: WebhookEvent = { eventId: `evt_${randomUUID()}`, type, createdAt: new Date().toISOString(), data };
      payment.events.push(event);
      if (!payment.webhookUrl) return event;
      const { hold, delayMs, duplicate } = payment.faults;
      const state = hold ? 'held' : delayMs > 0 ? 'scheduled' : 'sending';
      const deliveries = [newDelivery(payment, event, 'event', state)];
      if (duplicate) deliveries.push(newDelivery(payment, event, 'duplicate', state));
      if (!hold) sendInOrder(payment, deliveries, delayMs);
      return event;
    },

    /** Sends the held deliveries now, signed now; answers how many. */
    release(payment: Payment): number {
      const held = payment.deliveries.filter((delivery) => delivery.state === 'held');
      for (const delivery of held) delivery.state = 'sending';
      if (held.length > 0) sendInOrder(payment, held);
      return held.length;
    },

    /** Sends the latest event again, `times` times, with the same eventId; null when there is none. */
    replay(payment: Payment, times: number): WebhookDelivery[] | null {
      const event = payment.events.at(-1);
      if (!event || !payment.webhookUrl) return null;
      const deliveries = Array.from({ length: times }, () => newDelivery(payment, event, 'replay', 'sending'));
      sendInOrder(payment, deliveries);
      return deliveries;
    },

    /** Resolves when nothing is being sent or waiting for a retry or delay. */
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },

    /** Stops retries and delays and aborts what is in flight; held deliveries stay held. */
    async close() {
      closing.abort();
      for (const wake of [...sleepers]) wake();
      await Promise.all([...running]);
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
