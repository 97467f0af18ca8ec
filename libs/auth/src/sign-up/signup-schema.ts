import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { Agreements, LoginId, Nickname, VALIDATION_MESSAGES as M } from '@onair/contracts';
import type { AgreementValues } from '../terms/agreements';
import type { CredentialValues } from './fields';

/** The server checks of SPEC section 5: true when the value may be used (or the check could not be made). */
export type ServerCheck = (field: 'loginId' | 'nickname' | 'recommendId', value: string) => Promise<boolean>;

export type CredentialFormValues = CredentialValues & { agreements: AgreementValues };

/** Asks the server only about a value its own rule accepts, so an invalid ID is never sent. */
const askWhenValid =
  (schema: v.GenericSchema<string>, field: Parameters<ServerCheck>[0], check: ServerCheck) => (value: string) =>
    !v.is(schema, value) || check(field, value);

/**
 * The fields the server checks (ID taken, nickname taken, recommender not found), by the contract
 * schemas, each check as async validation after the field's own rule.
 */
export function checkedEntries(check: ServerCheck) {
  return {
    loginId: v.pipeAsync(LoginId, v.checkAsync(askWhenValid(LoginId, 'loginId', check), M.loginIdTaken)),
    nickname: v.pipeAsync(Nickname, v.checkAsync(askWhenValid(Nickname, 'nickname', check), M.nicknameTaken)),
    recommendId: v.pipeAsync(
      v.string(),
      v.checkAsync((id: string) => id === '' || check('recommendId', id), M.recommenderNotFound),
    ),
  };
}

/** The fields both signup forms share; the confirmation's match is checkConfirmation, on the whole form. */
export function credentialEntries(passwordSchema: v.GenericSchema<string>, check: ServerCheck) {
  return {
    ...checkedEntries(check),
    password: passwordSchema,
    passwordConfirm: v.pipe(v.string(), v.minLength(1, M.passwordRequired)),
    agreements: Agreements,
  };
}

type PasswordPair = { password: string; passwordConfirm: string };

/**
 * The confirmation must equal the password, told whatever the password's own rule says (so both
 * messages show at once), under the confirmation; an empty confirmation keeps its own message. A
 * raw check: valibot's partialCheck would skip it while the password has an issue.
 */
export function checkConfirmation<T extends PasswordPair>({ dataset, addIssue }: v.RawCheckContext<T>): void {
  // Read before the object is typed: the other fields may have issues of their own.
  const values = dataset.value as Partial<PasswordPair> & Record<string, unknown>;
  const { password, passwordConfirm } = values;
  if (dataset.issues?.some((issue) => v.getDotPath(issue) === 'passwordConfirm') || password === passwordConfirm) return;
  addIssue({
    message: M.passwordMismatch,
    path: [{ type: 'object', origin: 'value', input: values, key: 'passwordConfirm', value: passwordConfirm }],
  });
}

/** The form's options: every message at submit, a field's own on its blur (see useCredentialFields). */
export const SIGNUP_FORM_OPTIONS = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  // Every rule runs (abortPipeEarly off), so the confirmation's check is not skipped over another field's
  // issue; each field still shows its first message.
  criteriaMode: 'all',
  shouldFocusError: false,
} as const;

/**
 * The valibot resolver over a signup schema, handing the form's own values to submit (raw): the
 * schema only narrows them (a ticked consent is `true`), and the payload is built from the form.
 */
export function signupResolver<V extends FieldValues>(schema: Parameters<typeof valibotResolver>[0]): Resolver<V> {
  return valibotResolver(schema, undefined, { raw: true }) as Resolver<V>;
}
