import { useState } from 'react';
import { authApi } from '@onair/api-client';
import { DialCode, LIMITS, PhoneNumber } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { notify } from '@onair/ui';
import { readApiError } from '../shared/api-error';
import { firstIssue } from '../shared/first-issue';
import { failureText, serverText } from '../shared/server-text';
import { dialCodeOf } from './CountryCodeSelect';
import { useResendLock } from './use-resend-lock';

export type PhoneProof = { countryCode: string; phone: string; token: string };
export type PhonePurpose = 'signup' | 'find-id' | 'personal-auth';

const CODE_PATTERN = /^\d{6}$/;

/** The send → captcha → code → confirm flow of SPEC section 4, with its 60 s resend lock. */
export function usePhoneVerification(purpose: PhonePurpose, onVerifiedChange: (proof: PhoneProof | null) => void) {
  const t = useT();
  const [region, setRegion] = useState('KR');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [verified, setVerified] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [send, sending] = authApi.useSendPhoneVerificationMutation();
  const [verify, verifying] = authApi.useVerifyPhoneMutation();
  const resendLock = useResendLock();
  const countryCode = dialCodeOf(region);

  /** A changed number is not the verified one any more. */
  const numberChanged = () => {
    setSent(false);
    setCode('');
    setCodeError(null);
    setPhoneError(null);
    if (verified) {
      setVerified(false);
      onVerifiedChange(null);
    }
  };

  const requestSend = () => {
    const issue = firstIssue(DialCode, countryCode) ?? firstIssue(PhoneNumber, phone);
    if (issue) return setPhoneError(serverText(t, issue));
    setPhoneError(null);
    setCaptchaOpen(true);
  };

  const sendWithCaptcha = async (captchaToken: string) => {
    setCaptchaOpen(false);
    try {
      const reply = await send({ body: { countryCode, phone, captchaToken, purpose } }).unwrap();
      notify.success(t('auth.phone.sent'));
      setSent(true);
      resendLock.lock(reply.resendAfterSeconds || LIMITS.phoneResendLockSeconds);
    } catch (error) {
      const failure = readApiError(error);
      setPhoneError(failure.status === 429 ? t('auth.phone.resendLocked') : failure.message ? serverText(t, failure) : t('auth.social.unknownError'));
    }
  };

  const confirmCode = async () => {
    if (!CODE_PATTERN.test(code)) return setCodeError(t('auth.phone.codeFormat'));
    setCodeError(null);
    try {
      const reply = await verify({ body: { countryCode, phone, code } }).unwrap();
      setVerified(true);
      onVerifiedChange({ countryCode, phone, token: reply.token });
    } catch (error) {
      setCodeError(failureText(t, error, t('auth.phone.codeMismatch')));
    }
  };

  return {
    region,
    setRegion: (next: string) => {
      setRegion(next);
      numberChanged();
    },
    phone,
    setPhone: (next: string) => {
      setPhone(next.replace(/\D/g, ''));
      numberChanged();
    },
    code,
    setCode: (next: string) => setCode(next.replace(/\D/g, '').slice(0, 6)),
    sent,
    verified,
    captchaOpen,
    closeCaptcha: () => setCaptchaOpen(false),
    phoneError,
    codeError,
    secondsLeft: resendLock.secondsLeft,
    locked: resendLock.locked,
    sending: sending.isLoading,
    verifying: verifying.isLoading,
    requestSend,
    sendWithCaptcha,
    confirmCode,
  };
}
