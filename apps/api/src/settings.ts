import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SNS_PROVIDERS, type SnsProvider } from '@onair/contracts';
import type { ApiConfig } from './config';
import type { Window } from './maintenance/maintenance-window';
import { startupMaintenanceWindow } from './maintenance/startup-window';

/** One social login provider: the issuer's discovery document gives the endpoints. */
export type OAuthProviderSettings = { issuer: string; clientId: string; clientSecret: string };

/** Secrets and outside services the auth code needs; from the environment, or from a test. */
export type ApiSettings = {
  /** Signs access tokens and HMACs (captcha challenges, browser bindings). */
  tokenSecret: string;
  /** Origins allowed besides the brand's own; loopback origins are allowed outside production. */
  extraOrigins: string[];
  production: boolean;
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
};

/** The media app (docs/media.md): where viewers play and streamers push, and the secret its internal calls carry. */
export type MediaSettings = {
  publicUrl: string;
  rtmpUrl: string;
  sharedSecret: string;
  /** Tests shorten these; defaults in apps/api/src/streams/media-sweep.ts and external-streams.ts. */
  nodeTimeoutMs?: number;
  sweepIntervalMs?: number;
  externalPollMs?: number;
};

/** Where uploaded files live: a directory outside any web root, or an S3-compatible bucket. */
export type UploadStorageSettings =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

/** The payment gateway (the sandbox in development and tests): its API, our key, and the secret its webhooks are signed with. */
export type PaymentGatewaySettings = {
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** This API's own address as the gateway reaches it, for webhooks. */
  webhookBaseUrl: string;
};

const DEV_SECRET = 'onair-development-secret-change-me-in-production';
/** The media app's default too (apps/media/src/config.ts), so both run together in development. */
export const MEDIA_DEV_SECRET = 'onair-media-development-secret';

/** Sandbox ports of the four mock OAuth providers, in SNS_PROVIDERS order. */
export const SANDBOX_OAUTH_PORTS: Record<SnsProvider, number> = { kakao: 4101, google: 4102, twitch: 4103, naver: 4104 };

export function settingsFromConfig(config: ApiConfig): ApiSettings {
  const production = config.NODE_ENV === 'production';
  if (production && !config.AUTH_SECRET) throw new Error('Invalid environment: AUTH_SECRET is required in production');
  const oauth = Object.fromEntries(
    SNS_PROVIDERS.map((provider) => {
      const prefix = `OAUTH_${provider.toUpperCase()}_` as const;
      const issuer = config[`${prefix}ISSUER` as keyof ApiConfig] as string | undefined;
      const fallback = production ? undefined : `http://127.0.0.1:${SANDBOX_OAUTH_PORTS[provider]}`;
      const resolved = issuer ?? fallback;
      if (!resolved) return [provider, null];
      return [
        provider,
        {
          issuer: resolved,
          clientId: (config[`${prefix}CLIENT_ID` as keyof ApiConfig] as string | undefined) ?? `onair-${provider}`,
          clientSecret: (config[`${prefix}CLIENT_SECRET` as keyof ApiConfig] as string | undefined) ?? `onair-${provider}-secret`,
        },
      ];
    }),
  ) as ApiSettings['oauth'];
  return {
    tokenSecret: config.AUTH_SECRET ?? DEV_SECRET,
    extraOrigins: config.WEB_ORIGINS ? config.WEB_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean) : [],
    production,
    smsApiUrl: config.SMS_API_URL,
    identityApiUrl: config.IDENTITY_API_URL,
    identityCallbackSecret: config.IDENTITY_CALLBACK_SECRET ?? `${DEV_SECRET}-identity`,
    webBaseUrl: config.WEB_BASE_URL,
    oauth,
    paymentGateway: {
      baseUrl: config.PAYMENT_GATEWAY_URL,
      secretKey: requiredInProduction(production, 'PAYMENT_GATEWAY_SECRET_KEY', config.PAYMENT_GATEWAY_SECRET_KEY, 'sandbox-gateway-secret-key'),
      webhookSecret: requiredInProduction(production, 'PAYMENT_WEBHOOK_SECRET', config.PAYMENT_WEBHOOK_SECRET, 'sandbox-gateway-webhook-secret'),
      webhookBaseUrl: config.API_PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`,
    },
    maintenanceAtStart: startupMaintenanceWindow(config),
    uploads: uploadStorageFromConfig(config),
    media: {
      publicUrl: config.MEDIA_PUBLIC_URL.replace(/\/+$/, ''),
      rtmpUrl: config.MEDIA_RTMP_URL.replace(/\/+$/, ''),
      sharedSecret: requiredInProduction(production, 'MEDIA_SHARED_SECRET', config.MEDIA_SHARED_SECRET, MEDIA_DEV_SECRET),
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
    };
  }
  // Tests write under the system's temp directory, never into the checkout.
  const fallback = config.NODE_ENV === 'test' ? join(tmpdir(), 'onair-test-uploads') : join(config.DATA_DIR, 'uploads');
  return { kind: 'local', dir: resolve(config.UPLOAD_DIR ?? fallback) };
}

/** Outside production a missing secret falls back to the sandbox's; in production it stops the start. */
function requiredInProduction(production: boolean, name: string, value: string | undefined, sandboxValue: string): string {
  if (value) return value;
  if (production) throw new Error(`Invalid environment: ${name} is required in production`);
  return sandboxValue;
}
