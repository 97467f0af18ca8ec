import { useState } from 'react';
import { authApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { signedIn, useAppDispatch } from '@onair/store';
import { readApiError } from '../shared/api-error';
import { useGoToCallback } from '../shared/use-go-to-callback';
import { useLoginDevice } from '../shared/use-login-device';
import { writeSavedLoginId } from './saved-login-id';
import { signInErrorMessage } from './sign-in-error-message';

export type SignInInput = { loginId: string; password: string; loginKeep: boolean; saveId: boolean };

/**
 * Valid fields (the form's schema) → submitting → signed in and redirected, or the server's error
 * text. The form's guarded submit keeps a second submit out while one is in flight.
 */
export function useSignIn({ callbackURL, onSignedIn }: { callbackURL?: string | null; onSignedIn?: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const device = useLoginDevice();
  const goToCallback = useGoToCallback();
  const [signin, { isLoading }] = authApi.useSigninMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = async (input: SignInInput) => {
    setError(null);
    try {
      const { profile } = await signin({ signinBody: { ...input, device } }).unwrap();
      writeSavedLoginId(input.saveId ? input.loginId : null);
      dispatch(signedIn(profile));
      onSignedIn?.();
      goToCallback(callbackURL);
    } catch (failure) {
      setError(signInErrorMessage(t, readApiError(failure)));
    }
  };

  return { submit, submitting: isLoading, error, clearError: () => setError(null) };
}
