import { useState } from 'react';
import { authApi, oauthApi } from '@onair/api-client';
import { AnyLoginId, Password } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { firstIssue } from '../shared/firstIssue';
import { failureText, serverText } from '../shared/serverText';

export type FindPasswordStep = 'loginId' | 'code' | 'newPassword' | 'done';

/** ID → a code to the member's phone (generateReset) → confirm it → a new password (resetPassword). */
export function useFindPassword() {
  const t = useT();
  const [findAccount] = authApi.useLazyFindAccountQuery();
  const [generateReset, generating] = oauthApi.useGenerateResetMutation();
  const [confirmCode, confirming] = authApi.useFindPasswordConfirmMutation();
  const [resetPassword, resetting] = oauthApi.useResetPasswordMutation();
  const [step, setStep] = useState<FindPasswordStep>('loginId');
  const [maskedPhone, setMaskedPhone] = useState('');
  const [authToken, setAuthToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fail = (failure: unknown) => setError(failureText(t, failure, t('auth.social.unknownError')));

  const sendCode = async (loginId: string) => {
    const issue = firstIssue(AnyLoginId, loginId);
    if (issue) return setError(serverText(t, issue));
    setError(null);
    try {
      const account = await findAccount({ loginId, type: 'password' }).unwrap();
      if (account.msg === 'notfound') return setError(t('auth.find.accountNotFound'));
      await generateReset({ body: { userId: loginId } }).unwrap();
      setMaskedPhone(account.maskedPhone ?? '');
      setStep('code');
    } catch (failure) {
      fail(failure);
    }
  };

  const confirm = async (loginId: string, code: string) => {
    if (!/^\d{6}$/.test(code)) return setError(t('auth.phone.codeFormat'));
    setError(null);
    try {
      setAuthToken((await confirmCode({ body: { loginId, code } }).unwrap()).authToken);
      setStep('newPassword');
    } catch (failure) {
      fail(failure);
    }
  };

  const reset = async (loginId: string, password: string, passwordConfirm: string) => {
    const issue = firstIssue(Password, password);
    if (issue) return setError(serverText(t, issue));
    if (password !== passwordConfirm) return setError(t('auth.validation.passwordMismatch'));
    setError(null);
    try {
      await resetPassword({ body: { loginId, authToken, password } }).unwrap();
      setStep('done');
    } catch (failure) {
      fail(failure);
    }
  };

  const busy = generating.isLoading || confirming.isLoading || resetting.isLoading;
  return { step, maskedPhone, error, busy, sendCode, confirm, reset };
}
