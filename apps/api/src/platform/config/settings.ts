import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SNS_PROVIDERS, type SnsProvider } from '@onair/contracts';
import { guestCacheMsOf, type ApiConfig } from './config';
import { DEVELOPMENT_SECRETS, sandboxOAuthClient } from './development-defaults';
import type { Window } from '../maintenance/maintenance-window';
import { startupMaintenanceWindow } from '../maintenance/startup-window';
import type { TrustProxy } from '../http/trust-proxy';
import type { QualityLadders } from './quality-ladders';
import { webPushFromConfig, type WebPushSettings } from './vapid-keys';

/** One social login provider: the issuer's discovery document gives the endpoints. */
export type OAuthProviderSettings = { issuer: string; clientId: string; clientSecret: string };

/** Secrets and outside services the auth code needs; from the environment, or from a test. */
export type ApiSettings = {
  /** Signs access tokens and HMACs (captcha challenges, browser bindings). */
  tokenSecret: string;
  /** Origins allowed besides the brand's own; loopback origins are allowed outside production. */
  extraOrigins: string[];
  production: boolean;
  /** Which hops in front may name the client (TRUST_PROXY); none unless configured. */
  trustProxy: TrustProxy;
  /** The SMS provider's base URL (the sandbox in development and tests). */
  smsApiUrl: string;
  /** The identity verification provider's base URL (the sandbox in development and tests). */
  identityApiUrl: string;
  /** Shared with the identity provider to sign its decisions. */
  identityCallbackSecret: string;
  /** The web origin social providers return to (/callback/{provider}/authorize). */
  webBaseUrl: string;
  oauth: Record<SnsProvider, OAuthProviderSettings | null>;
  paymentGateway: PaymentGatewaySettings;
  /** A maintenance window to put in force when the node starts (MAINTENANCE_START_AT/END_AT/REASON). */
  maintenanceAtStart: Window | null;
  uploads: UploadStorageSettings;
  media: MediaSettings;
  /** RATE_LIMIT_SCALE: every write limit times this (rate-limits/write-limits.ts). */
  rateLimitScale: number;
  /** GUEST_CACHE_MS: how long a node keeps a guest answer (platform/guest-cache); 0: not at all. */
  guestCacheMs: number;
  /** DASHBOARD_ROLLUP_MS: how often the dashboard's daily and hourly rows are rolled up. */
  dashboardRollupMs: number;
  /** Web Push's VAPID keys; without them (tests that build settings by hand) no push is sent. */
  webPush?: WebPushSettings;
  /** Tests that wait for a chat timer shorten it; unset in production. */
  chatTiming?: ChatTimingSettings;
};

/** The chat's timers; defaults in apps/api/src/chat/chat-limits.ts and room-events.ts. */
export type ChatTimingSettings = {
  /** How often a node writes its rooms' viewer counts to the channels. */
  viewerCountWriteMs?: number;
  /** A vote's tally goes to the room at most this often. */
  voteTallyMs?: number;
  /** How often a node closes the votes whose node died. */
  voteSweepMs?: number;
  /** How long a vote's second lasts: a 30-second vote ends after 30 of them. */
  voteSecondMs?: number;
  /** How often a node looks for gifts whose line a dead node never stored (gift-line-recovery.ts). */
  giftLineRecoveryMs?: number;
};

/** The media app (docs/media.md): where viewers play and streamers push, and the secret its internal calls carry. */
export type MediaSettings = {
  publicUrl: string;
  rtmpUrl: string;
  sharedSecret: string;
  /** Tests shorten these; defaults in apps/api/src/modules/streams/media-sweep.ts and external-streams.ts. */
  nodeTimeoutMs?: number;
  sweepIntervalMs?: number;
  externalPollMs?: number;
  /** QUALITY_LADDER: brands whose quality ladder differs from their brand config. */
  qualityLadders?: QualityLadders;
};

/** Where uploaded files live: a directory outside any web root, or an S3-compatible bucket. */
export type UploadStorageSettings =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Tries per call and the wait for each try's answer (S3_ATTEMPTS, S3_TIMEOUT_MS); the library's defaults when unset. */
      retry?: { attempts?: number; timeoutMs?: number; baseDelayMs?: number };
    };

/** The payment gateway (the sandbox in development and tests): its API, our key, and the secret its webhooks are signed with. */
export type PaymentGatewaySettings = {
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** This API's own address as the gateway reaches it, for webhooks. */
  webhookBaseUrl: string;
};

/**
 * The settings of a config readConfig accepted. Unset values fall back to the sandbox's
 * (development-defaults.ts); readConfig has already refused production with any of them missing.
 */
export function settingsFromConfig(config: ApiConfig): ApiSettings {
  const production = config.NODE_ENV === 'production';
  const oauth = Object.fromEntries(
    SNS_PROVIDERS.map((provider) => {
      const prefix = `OAUTH_${provider.toUpperCase()}_` as const;
      const issuer = config[`${prefix}ISSUER` as keyof ApiConfig] as string | undefined;
      // Production has only the providers it configures; elsewhere every provider is the sandbox's mock.
      if (production && !issuer) return [provider, null];
      const sandbox = sandboxOAuthClient(provider);
      return [
        provider,
        {
          issuer: issuer ?? sandbox.issuer,
          clientId: (config[`${prefix}CLIENT_ID` as keyof ApiConfig] as string | undefined) ?? sandbox.clientId,
          clientSecret: (config[`${prefix}CLIENT_SECRET` as keyof ApiConfig] as string | undefined) ?? sandbox.clientSecret,
        },
      ];
    }),
  ) as ApiSettings['oauth'];
  return {
    tokenSecret: config.AUTH_SECRET ?? DEVELOPMENT_SECRETS.AUTH_SECRET,
    extraOrigins: config.WEB_ORIGINS ? config.WEB_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean) : [],
    production,
    trustProxy: config.TRUST_PROXY ?? false,
    smsApiUrl: config.SMS_API_URL,
    identityApiUrl: config.IDENTITY_API_URL,
    identityCallbackSecret: config.IDENTITY_CALLBACK_SECRET ?? DEVELOPMENT_SECRETS.IDENTITY_CALLBACK_SECRET,
    webBaseUrl: config.WEB_BASE_URL,
    oauth,
    paymentGateway: {
      baseUrl: config.PAYMENT_GATEWAY_URL,
      secretKey: config.PAYMENT_GATEWAY_SECRET_KEY ?? DEVELOPMENT_SECRETS.PAYMENT_GATEWAY_SECRET_KEY,
      webhookSecret: config.PAYMENT_WEBHOOK_SECRET ?? DEVELOPMENT_SECRETS.PAYMENT_WEBHOOK_SECRET,
      webhookBaseUrl: config.API_PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`,
    },
    maintenanceAtStart: startupMaintenanceWindow(config),
    webPush: webPushFromConfig(config),
    uploads: uploadStorageFromConfig(config),
    rateLimitScale: config.RATE_LIMIT_SCALE,
    dashboardRollupMs: config.DASHBOARD_ROLLUP_MS,
    guestCacheMs: guestCacheMsOf(config),
    media: {
      publicUrl: config.MEDIA_PUBLIC_URL.replace(/\/+$/, ''),
      rtmpUrl: config.MEDIA_RTMP_URL.replace(/\/+$/, ''),
      sharedSecret: config.MEDIA_SHARED_SECRET ?? DEVELOPMENT_SECRETS.MEDIA_SHARED_SECRET,
      ...(config.QUALITY_LADDER ? { qualityLadders: config.QUALITY_LADDER } : {}),
    },
  };
}

function uploadStorageFromConfig(config: ApiConfig): UploadStorageSettings {
  if (config.UPLOAD_STORAGE === 's3') {
    const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !config[name]);
    if (missing.length > 0) throw new Error(`Invalid environment: UPLOAD_STORAGE=s3 needs ${missing.join(', ')}`);
    return {
      kind: 's3',
      endpoint: config.S3_ENDPOINT as string,
      bucket: config.S3_BUCKET as string,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID as string,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY as string,
      retry: { attempts: config.S3_ATTEMPTS, timeoutMs: config.S3_TIMEOUT_MS },
    };
  }
  // Tests write under the system's temp directory, never into the checkout.
  const fallback = config.NODE_ENV === 'test' ? join(tmpdir(), 'onair-test-uploads') : join(config.DATA_DIR, 'uploads');
  return { kind: 'local', dir: resolve(config.UPLOAD_DIR ?? fallback) };
}
