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
};

/** The payment gateway (the sandbox in development and tests): its API, our key, and the secret its webhooks are signed with. */
export type PaymentGatewaySettings = {
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** This API's own address as the gateway reaches it, for webhooks. */
  webhookBaseUrl: string;
};

const DEV_SECRET = 'onair-development-secret-change-me-in-production';

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
  };
}

/** Outside production a missing secret falls back to the sandbox's; in production it stops the start. */
function requiredInProduction(production: boolean, name: string, value: string | undefined, sandboxValue: string): string {
  if (value) return value;
  if (production) throw new Error(`Invalid environment: ${name} is required in production`);
  return sandboxValue;
}
