import * as v from 'valibot';
import { FindPasswordConfirmBody, FindAccountQuery, Password, VALIDATION_MESSAGES as M } from '@onair/contracts';
import type { FindPasswordStep } from './use-find-password';

export type FindPasswordValues = { loginId: string; code: string; password: string; passwordConfirm: string };

export const EMPTY_FIND_PASSWORD: FindPasswordValues = { loginId: '', code: '', password: '', passwordConfirm: '' };

/** The fields a step does not check. */
const UNCHECKED = { loginId: v.string(), code: v.string(), password: v.string(), passwordConfirm: v.string() };

/** What each step checks before its call, by the contract's schemas. */
export const FIND_PASSWORD_SCHEMAS: Record<Exclude<FindPasswordStep, 'done'>, v.GenericSchema<FindPasswordValues>> = {
  loginId: v.object({ ...UNCHECKED, loginId: FindAccountQuery.entries.loginId }),
  code: v.object({ ...UNCHECKED, code: FindPasswordConfirmBody.entries.code }),
  newPassword: v.pipe(
    v.object({ ...UNCHECKED, password: Password }),
    v.forward(
      v.check((input) => input.password === input.passwordConfirm, M.passwordMismatch),
      ['passwordConfirm'],
    ),
  ),
};
