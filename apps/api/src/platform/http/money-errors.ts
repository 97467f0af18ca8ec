import { MONEY_MESSAGES } from '@onair/contracts';
import type { BrandConfig } from '@onair/brand';
import { ApiError } from './errors';

/** A money message with the brand's currency name (and any other {placeholder}) filled in, in Korean. */
export function moneyMessage(key: keyof typeof MONEY_MESSAGES, brand: BrandConfig, values: Record<string, string | number> = {}): string {
  const filled: Record<string, string | number> = { currency: brand.currency.ko, ...values };
  return MONEY_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(filled[name] ?? whole));
}

/** A refusal the member can act on; stored under the Idempotency-Key and replayed to a retry. */
export function moneyRefusal(status: 400 | 403 | 404 | 409 | 422, code: string, key: keyof typeof MONEY_MESSAGES, brand: BrandConfig, values?: Record<string, string | number>) {
  return new ApiError(status, code, moneyMessage(key, brand, values));
}

export const MONEY_CODES = {
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  idempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  idempotencyKeyMismatch: 'IDEMPOTENCY_KEY_MISMATCH',
  featureOff: 'FEATURE_OFF',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  forbidden: 'FORBIDDEN',
  invalid: 'INVALID_REQUEST',
} as const;
