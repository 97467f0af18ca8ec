import { useState } from 'react';
import { authApi, oauthApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { failureText } from '../shared/server-text';

export type FindPasswordStep = 'loginId' | 'code' | 'newPassword' | 'done';

/**
 * ID → a code to the member's phone (generateReset) → confirm it → a new password (resetPassword).
 * Each call gets values its step's schema accepted; the ID is the one the code went out for.
 */
export function useFindPassword() {
  const t = useT();
  const [findAccount] = authApi.useLazyFindAccountQuery();
  const [generateReset, generating] = oauthApi.useGenerateResetMutation();
  const [confirmCode, confirming] = authApi.useFindPasswordConfirmMutation();
  const [resetPassword, resetting] = oauthApi.useResetPasswordMutation();
  const [step, setStep] = useState<FindPasswordStep>('loginId');
  const [loginId, setLoginId] = useState('');
  const [maskedPhone, setMaskedPhone] = useState('');
  const [authToken, setAuthToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fail = (failure: unknown) => setError(failureText(t, failure, t('auth.social.unknownError')));

  const sendCode = async (id: string) => {
    setError(null);
    try {
      const account = await findAccount({ loginId: id, type: 'password' }).unwrap();
      if (account.msg === 'notfound') return setError(t('auth.find.accountNotFound'));
      await generateReset({ body: { userId: id } }).unwrap();
      setLoginId(id);
      setMaskedPhone(account.maskedPhone ?? '');
      setStep('code');
    } catch (failure) {
      fail(failure);
    }
  };

  const confirm = async (code: string) => {
    setError(null);
    try {
      setAuthToken((await confirmCode({ body: { loginId, code } }).unwrap()).authToken);
      setStep('newPassword');
    } catch (failure) {
      fail(failure);
    }
  };

  const reset = async (password: string) => {
    setError(null);
    try {
      await resetPassword({ body: { loginId, authToken, password } }).unwrap();
      setStep('done');
    } catch (failure) {
      fail(failure);
    }
  };

  const busy = generating.isLoading || confirming.isLoading || resetting.isLoading;
  return { step, maskedPhone, error, busy, sendCode, confirm, reset, clearError: () => setError(null) };
}
