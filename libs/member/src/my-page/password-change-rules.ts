import { MY_PASSWORD_ERROR_CODES, VALIDATION_MESSAGES } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';
import { readApiFailure } from '../shared/api-failure';

export type PasswordFields = { currentPassword: string; newPassword: string; confirm: string };

type Refusal = { field: keyof PasswordFields | null; key: MessageKey };

const BY_CODE: Record<string, Refusal> = {
  [MY_PASSWORD_ERROR_CODES.wrongCurrent]: { field: 'currentPassword', key: 'member.my.password.wrongCurrent' },
  [MY_PASSWORD_ERROR_CODES.sameAsCurrent]: { field: 'newPassword', key: 'member.my.password.sameAsCurrent' },
  [MY_PASSWORD_ERROR_CODES.alreadySet]: { field: null, key: 'member.my.password.alreadySet' },
  TOO_MANY_ATTEMPTS: { field: null, key: 'auth.login.tooManyAttempts' },
};

/**
 * The API's refusals this form knows, worded in the reader's language (the shared table of API
 * messages has none of them); null for anything else, which reads as the API's message.
 */
export function knownRefusal(error: unknown): Refusal | null {
  const failure = readApiFailure(error);
  if (failure.message === VALIDATION_MESSAGES.passwordCommon)
    return { field: 'newPassword', key: 'auth.validation.passwordCommon' };
  return BY_CODE[failure.code] ?? null;
}
