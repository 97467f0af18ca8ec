import { createHmac } from 'node:crypto';

/** The same development default as the API (apps/api/src/platform/config/development-defaults.ts), so both agree out of the box; the API refuses it in production. */
export const DEV_IDENTITY_CALLBACK_SECRET = 'onair-development-secret-change-me-in-production-identity';

export const identityCallbackSecret = (env: NodeJS.ProcessEnv = process.env) => env['IDENTITY_CALLBACK_SECRET'] || DEV_IDENTITY_CALLBACK_SECRET;

/** An approval carries the verified person's birthday and name, as a real provider (PASS, NICE) returns them. */
export type IdentityDecision = { requestId: string; result: 'approved' | 'rejected'; birthday?: string; name?: string };

/**
 * HMAC-SHA256 hex over `${requestId}.${result}.${birthday ?? ''}`, then `.${name}` when there is a
 * name: what the API checks before it believes a decision (apps/api identityDecisionText).
 */
export function signDecision(decision: IdentityDecision, secret: string): string {
  const text = `${decision.requestId}.${decision.result}.${decision.birthday ?? ''}${decision.name ? `.${decision.name}` : ''}`;
  return createHmac('sha256', secret).update(text).digest('hex');
}
