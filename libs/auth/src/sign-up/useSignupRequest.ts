import { useCallback, useRef, useState } from 'react';
import { authApi } from '@onair/api-client';
import { LIMITS, VALIDATION_MESSAGES as M } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { signedIn, useAppDispatch } from '@onair/store';
import { readApiError } from '../shared/apiError';
import { translateMessage } from '../shared/serverMessages';
import type { CredentialField } from './fields';
import { useDebouncedCallback } from './useDebouncedCallback';

type SignupBody = authApi.SignupApiArg['signupBody'];

/** Where a server message belongs when the server names no field. */
const FIELD_OF_MESSAGE: Record<string, CredentialField> = {
  [M.loginIdTaken]: 'loginId',
  [M.loginId]: 'loginId',
  [M.passwordCommon]: 'password',
  [M.password]: 'password',
  [M.nicknameTaken]: 'nickname',
  [M.nickname]: 'nickname',
  [M.recommenderNotFound]: 'recommendId',
};

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
      for (const item of failure.fieldErrors) onFieldError(item.field, translateMessage(t, item.message));
      const field = FIELD_OF_MESSAGE[failure.message];
      if (field) onFieldError(field, translateMessage(t, failure.message));
      else if (failure.fieldErrors.length === 0)
        setFormError(translateMessage(t, failure.message || t('auth.social.unknownError')));
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
