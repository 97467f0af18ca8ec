import { createHmac } from 'node:crypto';

/** `v1=` + hex HMAC-SHA256 over `${timestamp}.${rawBody}`: what the API checks before it believes a webhook. */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}
