import type { SnsProvider } from '@onair/contracts';

/**
 * What the API falls back to outside production when a setting is unset: the sandbox's addresses
 * and secrets, written in this repository and so known to everyone. Production refuses every one
 * of them (production-check.ts).
 */
const DEV_SECRET = 'onair-development-secret-change-me-in-production';

export const DEVELOPMENT_SECRETS = {
  AUTH_SECRET: DEV_SECRET,
  /** The sandbox's identity provider signs with the same (apps/sandbox/src/identity/signing.ts). */
  IDENTITY_CALLBACK_SECRET: `${DEV_SECRET}-identity`,
  PAYMENT_GATEWAY_SECRET_KEY: 'sandbox-gateway-secret-key',
  PAYMENT_WEBHOOK_SECRET: 'sandbox-gateway-webhook-secret',
  /** The media app's default too (apps/media/src/config.ts), so both run together in development. */
  MEDIA_SHARED_SECRET: 'onair-media-development-secret',
} as const;

export type DevelopmentSecretName = keyof typeof DEVELOPMENT_SECRETS;

/** Sandbox ports of the four mock OAuth providers, in SNS_PROVIDERS order. */
export const SANDBOX_OAUTH_PORTS: Record<SnsProvider, number> = { kakao: 4101, google: 4102, twitch: 4103, naver: 4104 };

/** The sandbox's mock OAuth client of a provider (apps/sandbox/src/oauth accepts these). */
export const sandboxOAuthClient = (provider: SnsProvider) => ({
  issuer: `http://127.0.0.1:${SANDBOX_OAUTH_PORTS[provider]}`,
  clientId: `onair-${provider}`,
  clientSecret: `onair-${provider}-secret`,
});
