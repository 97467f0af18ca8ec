import webPush from 'web-push';

// Web Push signs with a real key pair or not at all; a fresh one per run, since no push is sent.
const vapid = webPush.generateVAPIDKeys();

/**
 * What production requires of the API (apps/api/src/platform/config/production-check.ts) and a
 * benchmark never calls: the outside services on reserved names that resolve nowhere (.invalid),
 * and secrets of their own. The benchmarks run the API with NODE_ENV=production, so without these
 * it refuses to start.
 */
export const UNUSED_PRODUCTION_SETTINGS = {
  IDENTITY_CALLBACK_SECRET: 'bench-identity-callback-secret-not-used',
  PAYMENT_GATEWAY_SECRET_KEY: 'bench-unused',
  PAYMENT_WEBHOOK_SECRET: 'bench-unused',
  MEDIA_SHARED_SECRET: 'bench-media-secret-not-used',
  WEB_BASE_URL: 'https://web.bench.invalid',
  API_PUBLIC_URL: 'https://api.bench.invalid',
  SMS_API_URL: 'https://sms.bench.invalid',
  IDENTITY_API_URL: 'https://identity.bench.invalid',
  PAYMENT_GATEWAY_URL: 'https://gateway.bench.invalid',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
} as const;
