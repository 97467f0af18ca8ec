/** The API's sandbox defaults (apps/api/src/platform/config/settings.ts), so both agree out of the box. */
export const DEV_GATEWAY_SECRET_KEY = 'sandbox-gateway-secret-key';
export const DEV_GATEWAY_WEBHOOK_SECRET = 'sandbox-gateway-webhook-secret';

export type GatewayOptions = {
  /** The merchant's key: the API sends `Basic base64(secretKey + ':')`. */
  secretKey: string;
  /** Signs every webhook. */
  webhookSecret: string;
  /** Wait before each retry of a webhook the API did not take; one retry per entry. */
  retryDelaysMs: number[];
  /** How long one webhook delivery may take. */
  webhookTimeoutMs: number;
};

const DEFAULT_RETRY_DELAYS_MS = [1000, 5000, 30_000];

/** From the environment (SANDBOX_GATEWAY_*), then the caller's overrides; a malformed value stops the start. */
export function gatewayOptions(overrides: Partial<GatewayOptions> = {}, env: NodeJS.ProcessEnv = process.env): GatewayOptions {
  return {
    secretKey: env['SANDBOX_GATEWAY_SECRET_KEY'] || DEV_GATEWAY_SECRET_KEY,
    webhookSecret: env['SANDBOX_GATEWAY_WEBHOOK_SECRET'] || DEV_GATEWAY_WEBHOOK_SECRET,
    retryDelaysMs: retryDelays(env['SANDBOX_GATEWAY_RETRY_DELAYS_MS']),
    webhookTimeoutMs: 5000,
    ...overrides,
  };
}

function retryDelays(raw: string | undefined): number[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_RETRY_DELAYS_MS;
  const delays = raw.split(',').map((part) => part.trim());
  if (!delays.every((delay) => /^\d+$/.test(delay))) {
    throw new Error(`Invalid environment: SANDBOX_GATEWAY_RETRY_DELAYS_MS must be milliseconds separated by commas, got "${raw}"`);
  }
  return delays.map(Number);
}
