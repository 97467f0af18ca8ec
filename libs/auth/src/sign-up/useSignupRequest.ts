import { useCallback, useRef, useState } from 'react';
import { authApi } from '@onair/api-client';
import { LIMITS, messageOfText, type MessageKey } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { signedIn, useAppDispatch } from '@onair/store';
import { readApiError } from '../shared/apiError';
import { serverText } from '../shared/serverText';
import type { CredentialField } from './fields';
import { useDebouncedCallback } from './useDebouncedCallback';

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

export type SignupRequestOptions = {
  /** Checks the form and builds the body, or answers null when it must not be sent. */
  prepare: () => Promise<SignupBody | null>;
  onFieldError: (field: string, message: string) => void;
  onSignedUp: (nickname: string) => void;
};

/**
 * Submit, debounced by LIMITS.signupDebounceMs (1 s) and never twice at once; on 201 the member is
 * signed in. Server 4xx messages go under their field or the button; error / error_msg to an alert.
 */
export function useSignupRequest({ prepare, onFieldError, onSignedUp }: SignupRequestOptions) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [signup, { isLoading }] = authApi.useSignupMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // From the click to the end of the request: the debounce second would otherwise look like a dead button.
  const [waiting, setWaiting] = useState(false);
  const busy = useRef(false);

  const run = async () => {
    if (busy.current) return;
    busy.current = true;
    setFormError(null);
    try {
      const body = await prepare();
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
    } finally {
      busy.current = false;
      setWaiting(false);
    }
  };

  const debounced = useDebouncedCallback(() => void run(), LIMITS.signupDebounceMs);
  const submit = useCallback(() => {
    setWaiting(true);
    debounced();
  }, [debounced]);
  return { submit, submitting: isLoading, waiting, formError, alert, closeAlert: () => setAlert(null) };
}
