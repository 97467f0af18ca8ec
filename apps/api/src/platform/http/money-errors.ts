import { messageText, type MessageRef, type MONEY_MESSAGES } from '@onair/contracts';
import type { BrandConfig } from '@onair/brand';
import { ApiError } from './errors';

/** A money message by key, the brand's currency name (in Korean) among its params where its text names it. */
export function moneyMessageRef(key: keyof typeof MONEY_MESSAGES, brand: BrandConfig, values: Record<string, string | number> = {}): MessageRef {
  const ref = { key: `money.${key}` as const };
  const params = Object.fromEntries(Object.entries({ currency: brand.currency.ko, ...values }).filter(([name]) => messageText(ref).includes(`{${name}}`)));
  return Object.keys(params).length > 0 ? { ...ref, params } : ref;
}

/** A money message with the brand's currency name (and any other {placeholder}) filled in, in Korean. */
export const moneyMessage = (key: keyof typeof MONEY_MESSAGES, brand: BrandConfig, values: Record<string, string | number> = {}): string =>
  messageText(moneyMessageRef(key, brand, values));

/** A refusal the member can act on; stored under the Idempotency-Key and replayed to a retry. */
export function moneyRefusal(status: 400 | 403 | 404 | 409 | 422, code: string, key: keyof typeof MONEY_MESSAGES, brand: BrandConfig, values?: Record<string, string | number>) {
  return new ApiError(status, code, moneyMessageRef(key, brand, values));
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
