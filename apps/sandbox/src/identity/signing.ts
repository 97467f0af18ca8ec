import { createHmac } from 'node:crypto';

/** The same development default as the API (apps/api/src/development-defaults.ts), so both agree out of the box; the API refuses it in production. */
export const DEV_IDENTITY_CALLBACK_SECRET = 'onair-development-secret-change-me-in-production-identity';

export const identityCallbackSecret = (env: NodeJS.ProcessEnv = process.env) => env['IDENTITY_CALLBACK_SECRET'] || DEV_IDENTITY_CALLBACK_SECRET;

export type IdentityDecision = { requestId: string; result: 'approved' | 'rejected'; birthday?: string };

/** HMAC-SHA256 hex over `${requestId}.${result}.${birthday ?? ''}`: what the API checks before it believes a decision. */
export function signDecision(decision: IdentityDecision, secret: string): string {
  return createHmac('sha256', secret).update(`${decision.requestId}.${decision.result}.${decision.birthday ?? ''}`).digest('hex');
}
