import { AUTH_MESSAGES, EXPIRE_ERROR_CODES } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';
import { readApiFailure } from '../shared/api-failure';

/** A refusal of POST /api/auth/expire: on the password field, or for the whole step. */
export type ExpireRefusal = { field: 'password' | null; key: MessageKey };

const BY_CODE: Record<string, ExpireRefusal> = {
  [EXPIRE_ERROR_CODES.withdrawalPending]: { field: null, key: 'member.expire.error.withdrawalPending' },
  [EXPIRE_ERROR_CODES.channelLive]: { field: null, key: 'member.expire.error.channelLive' },
  [EXPIRE_ERROR_CODES.paymentInProgress]: { field: null, key: 'member.expire.error.paymentInProgress' },
  [EXPIRE_ERROR_CODES.passwordNotSet]: { field: null, key: 'member.expire.error.passwordNotSet' },
  TOO_MANY_ATTEMPTS: { field: null, key: 'auth.login.tooManyAttempts' },
};

/**
 * The API's refusals the IDENTIFICATION step knows, in the reader's language: a wrong password (400
 * on the password field), the account lock (429) and the 409s of docs/auth.md "Membership
 * withdrawal"; null for anything else, which reads as the API's own message.
 */
export function expireRefusal(error: unknown): ExpireRefusal | null {
  const failure = readApiFailure(error);
  if (failure.status === 400 && failure.message === AUTH_MESSAGES.invalidCredentials)
    return { field: 'password', key: 'auth.login.invalidCredentials' };
  if (failure.status === 429) return BY_CODE['TOO_MANY_ATTEMPTS'] ?? null;
  return BY_CODE[failure.code] ?? null;
}
