import { useRef, useState } from 'react';
import { authApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { signedIn, useAppDispatch } from '@onair/store';
import { readApiError } from '../shared/apiError';
import { useGoToCallback } from '../shared/useGoToCallback';
import { useLoginDevice } from '../shared/useLoginDevice';
import { writeSavedLoginId } from './savedLoginId';
import { signInErrorMessage } from './signInErrorMessage';

export type SignInInput = { loginId: string; password: string; loginKeep: boolean; saveId: boolean };

/** Idle → submitting (a second submit is ignored) → signed in and redirected, or an error text. */
export function useSignIn({ callbackURL, onSignedIn }: { callbackURL?: string | null; onSignedIn?: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const device = useLoginDevice();
  const goToCallback = useGoToCallback();
  const [signin, { isLoading }] = authApi.useSigninMutation();
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: two submits in the same tick (Enter and a click) must not both get through.
  const submitting = useRef(false);

  const submit = async (input: SignInInput) => {
    if (submitting.current) return;
    if (!input.loginId) return setError(t('auth.login.loginIdRequired'));
    if (!input.password) return setError(t('auth.validation.checkPassword'));
    submitting.current = true;
    setError(null);
    try {
      const { profile } = await signin({ signinBody: { ...input, device } }).unwrap();
      writeSavedLoginId(input.saveId ? input.loginId : null);
      dispatch(signedIn(profile));
      onSignedIn?.();
      goToCallback(callbackURL);
    } catch (failure) {
      setError(signInErrorMessage(t, readApiError(failure)));
    } finally {
      submitting.current = false;
    }
  };

  return { submit, submitting: isLoading, error };
}
