import * as v from 'valibot';
import { ForeignPassword, Password } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';
import type { PasswordFields } from './password-change-rules';

const key = (message: MessageKey) => message;

/**
 * What the browser can tell before asking: the signup rule (15 characters, 40 for a foreign member,
 * as at signup), a new password equal to the current one, then the confirmation (only once the new
 * password passes). A member setting a first password (setting) has no current one to give.
 */
export function passwordChangeSchema(foreigner: boolean, setting: boolean) {
  const rule = foreigner ? ForeignPassword : Password;
  return v.pipe(
    v.object({
      currentPassword: setting ? v.string() : v.pipe(v.string(), v.minLength(1, key('auth.validation.checkPassword'))),
      newPassword: v.pipe(
        v.string(),
        v.minLength(1, key('auth.validation.checkPassword')),
        v.check((password) => v.is(rule, password), key('auth.validation.password')),
      ),
      confirm: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['currentPassword'], ['newPassword']],
        (input) => setting || input.newPassword !== input.currentPassword,
        key('member.my.password.sameAsCurrent'),
      ),
      ['newPassword'],
    ),
    v.forward(
      v.partialCheck([['newPassword'], ['confirm']], (input) => input.confirm === input.newPassword, key('auth.validation.passwordMismatch')),
      ['confirm'],
    ),
  ) satisfies v.GenericSchema<PasswordFields>;
}
