import webPush from 'web-push';
import type { WebPushSettings } from '../../platform/config/vapid-keys';
import type { StoredPushSubscription } from './notification-store';

/** What the service worker shows (tools/vite/service-worker-source.ts): a title, a line, and where a click goes. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** delivered: the push service took it; gone: the subscription expired (404/410) and should be forgotten. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

/** A push message lives this long at the push service while the browser is offline. */
const TTL_SECONDS = 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one Web Push message (RFC 8030) encrypted to the subscription (RFC 8291, aes128gcm) and
 * signed with our VAPID key (RFC 8292). web-push builds the request; fetch sends it, so the same
 * code reaches a real push service over https and the sandbox's over plain http in tests.
 */
export function pushSender(keys: WebPushSettings, fetchImpl: typeof fetch = fetch) {
  return async function send(subscription: StoredPushSubscription, payload: PushPayload): Promise<PushOutcome> {
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    try {
      const response = await fetchImpl(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'delivered' : 'failed';
    } catch {
      return 'failed';
    }
  };
}

export type PushSend = ReturnType<typeof pushSender>;
