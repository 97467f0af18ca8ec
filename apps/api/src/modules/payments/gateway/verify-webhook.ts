import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { ApiError } from '../../../platform/http/errors';
import { GatewayWebhookEventSchema, type GatewayWebhookEvent } from './webhook-event';

/** How far X-Gateway-Timestamp may be from our clock. A late delivery is signed when it is sent, so it passes. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export type WebhookRejection = 'missing-signature' | 'bad-signature' | 'stale-timestamp' | 'malformed-event';

/** A webhook we do not believe: 401 for its signature or timestamp, 400 for a signed body that is not an event. */
export class WebhookRejected extends ApiError {
  constructor(readonly reason: WebhookRejection) {
    super(
      reason === 'malformed-event' ? 400 : 401,
      reason === 'malformed-event' ? 'INVALID_WEBHOOK_EVENT' : 'INVALID_WEBHOOK_SIGNATURE',
      { key: 'system.webhookRefused', params: { reason } },
    );
  }
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value[0] : value;
}

/** True when one of the `v1=` signatures (comma separated, for a key change) is ours. */
function signedByUs(signatures: string, expected: Buffer): boolean {
  let match = false;
  for (const part of signatures.split(',')) {
    const hex = /^\s*v1=([0-9a-f]{64})\s*$/i.exec(part)?.[1];
    // No early exit: every candidate costs the same comparison.
    if (hex && timingSafeEqual(Buffer.from(hex, 'hex'), expected)) match = true;
  }
  return match;
}

/**
 * The event in a gateway webhook, once X-Gateway-Signature (`v1=` hex HMAC-SHA256 of
 * `${timestamp}.${rawBody}` with the webhook secret) matches and X-Gateway-Timestamp (unix seconds)
 * is within 5 minutes of `now`. rawBody must be the bytes received, before any JSON parsing.
 */
export function verifyWebhook(
  rawBody: string,
  headers: WebhookHeaders,
  secret: string,
  now = Date.now(),
): GatewayWebhookEvent {
  const timestamp = header(headers, 'x-gateway-timestamp');
  const signature = header(headers, 'x-gateway-signature');
  if (!timestamp || !signature) throw new WebhookRejected('missing-signature');
  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookRejected('bad-signature');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!signedByUs(signature, expected)) throw new WebhookRejected('bad-signature');
  if (Math.abs(now / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookRejected('stale-timestamp');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('malformed-event');
  }
  const event = v.safeParse(GatewayWebhookEventSchema, body);
  if (!event.success) throw new WebhookRejected('malformed-event');
  return event.output;
}
