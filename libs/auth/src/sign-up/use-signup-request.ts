import { useState } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { authApi } from '@onair/api-client';
import { LIMITS, messageOfText, type MessageKey } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { signedIn, useAppDispatch } from '@onair/store';
import { useGuardedSubmit } from '@onair/ui';
import { readApiError } from '../shared/api-error';
import { serverText } from '../shared/server-text';
import type { CredentialField } from './fields';

type SignupBody = authApi.SignupApiArg['signupBody'];

/** Where a server message belongs, by its key, when the server names no field. */
const FIELD_OF_KEY: Record<string, CredentialField> = {
  'validation.loginIdTaken': 'loginId',
  'validation.loginId': 'loginId',
  'validation.passwordCommon': 'password',
  'validation.password': 'password',
  'validation.nicknameTaken': 'nickname',
  'validation.nickname': 'nickname',
  'validation.recommenderNotFound': 'recommendId',
} satisfies Partial<Record<MessageKey, CredentialField>>;

export type SignupRequestOptions<V extends FieldValues> = {
  /** The form's handleSubmit: the schema and the server checks run before prepare. */
  handleSubmit: UseFormHandleSubmit<V>;
  /** Builds the body from valid values, or answers null when it must not be sent (captcha closed). */
  prepare: (values: V) => Promise<SignupBody | null>;
  onFieldError: (field: string, message: string) => void;
  onSignedUp: (nickname: string) => void;
};

/**
 * Submit, debounced by LIMITS.signupDebounceMs (1 s) and never twice at once; on 201 the member is
 * signed in. Server 4xx messages go under their field or the button; error / error_msg to an alert.
 */
export function useSignupRequest<V extends FieldValues>({ handleSubmit, prepare, onFieldError, onSignedUp }: SignupRequestOptions<V>) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [signup, { isLoading }] = authApi.useSignupMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const send = async (values: V) => {
    setFormError(null);
    try {
      const body = await prepare(values);
      if (!body) return;
      const { profile } = await signup({ signupBody: body }).unwrap();
      dispatch(signedIn(profile));
      onSignedUp(profile.nickname);
    } catch (error) {
      const failure = readApiError(error);
      if (failure.alertText) return setAlert(failure.alertText);
      for (const item of failure.fieldErrors) onFieldError(item.field, serverText(t, item));
      const field = FIELD_OF_KEY[failure.key ?? messageOfText(failure.message).key];
      if (field) onFieldError(field, serverText(t, failure));
      else if (failure.fieldErrors.length === 0)
        setFormError(failure.message ? serverText(t, failure) : t('auth.social.unknownError'));
    }
  };

  // pending runs from the click to the end of the request: the debounce second would otherwise look like a dead button.
  const { submit, pending } = useGuardedSubmit(handleSubmit, send, {
    debounceMs: LIMITS.signupDebounceMs,
    onInvalid: () => setFormError(null),
  });
  return { submit, submitting: isLoading, waiting: pending, formError, alert, closeAlert: () => setAlert(null) };
}
