import * as v from 'valibot';
import { ForeignPassword, MY_PASSWORD_ERROR_CODES, Password, VALIDATION_MESSAGES } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';
import { readApiFailure } from '../shared/apiFailure';

export type PasswordFields = { currentPassword: string; newPassword: string; confirm: string };
export type PasswordErrors = Partial<Record<keyof PasswordFields, MessageKey>>;

/**
 * What the browser can tell before asking: the signup rule (15 characters, 40 for a foreign member,
 * as at signup), the confirmation and a new password equal to the current one. A member setting a
 * first password (setting) has no current one to give.
 */
export function checkPasswordChange(fields: PasswordFields, foreigner: boolean, setting = false): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!setting && !fields.currentPassword) errors.currentPassword = 'auth.validation.checkPassword';
  if (!fields.newPassword) errors.newPassword = 'auth.validation.checkPassword';
  else if (!v.is(foreigner ? ForeignPassword : Password, fields.newPassword))
    errors.newPassword = 'auth.validation.password';
  else if (!setting && fields.newPassword === fields.currentPassword)
    errors.newPassword = 'member.my.password.sameAsCurrent';
  if (!errors.newPassword && fields.confirm !== fields.newPassword) errors.confirm = 'auth.validation.passwordMismatch';
  return errors;
}

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
