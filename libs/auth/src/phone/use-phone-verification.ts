import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { authApi } from '@onair/api-client';
import { DialCode, LIMITS, PhoneNumber } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { notify, rewriteAsTyped, useGuardedSubmit } from '@onair/ui';
import { readApiError } from '../shared/api-error';
import { firstIssue } from '../shared/first-issue';
import { failureText, serverText } from '../shared/server-text';
import { dialCodeOf } from './CountryCodeSelect';
import { useResendLock } from './use-resend-lock';

export type PhoneProof = { countryCode: string; phone: string; token: string };
export type PhonePurpose = 'signup' | 'find-id' | 'personal-auth';

type NumberValues = { region: string; phone: string };
type CodeValues = { code: string };

const CODE_PATTERN = /^\d{6}$/;
const digitsOnly = (value: string) => value.replace(/\D/g, '');
const sixDigits = (value: string) => digitsOnly(value).slice(0, 6);
/** Messages are shown only after a send or a confirm, and each field's stays until the next. */
const ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;

/**
 * The send → captcha → code → confirm flow of SPEC section 4, with its 60 s resend lock. Two forms,
 * as the block sits inside the page's own form (so both go by button, not submit): the number,
 * checked by the shared schemas before the captcha, and the code, whose check is the server's (an
 * async validation: a wrong code is the code field's error).
 */
export function usePhoneVerification(purpose: PhonePurpose, onVerifiedChange: (proof: PhoneProof | null) => void) {
  const t = useT();
  const numberForm = useForm<NumberValues>({ ...ON_SUBMIT, defaultValues: { region: 'KR', phone: '' } });
  const codeForm = useForm<CodeValues>({ ...ON_SUBMIT, defaultValues: { code: '' } });
  const [sent, setSent] = useState(false);
  const [verified, setVerified] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const proof = useRef<PhoneProof | null>(null);
  const [send, sending] = authApi.useSendPhoneVerificationMutation();
  const [verify, verifying] = authApi.useVerifyPhoneMutation();
  const resendLock = useResendLock();
  const region = numberForm.watch('region');

  /** A changed number is not the verified one any more. */
  const numberChanged = () => {
    setSent(false);
    codeForm.reset();
    numberForm.clearErrors();
    proof.current = null;
    if (verified) {
      setVerified(false);
      onVerifiedChange(null);
    }
  };

  const phoneField = rewriteAsTyped(numberForm.register('phone', { onChange: numberChanged }), digitsOnly);

  const codeField = rewriteAsTyped(
    codeForm.register('code', {
      validate: async (code) => {
        if (!CODE_PATTERN.test(code)) return t('auth.phone.codeFormat');
        const { region: sentRegion, phone } = numberForm.getValues();
        const countryCode = dialCodeOf(sentRegion);
        try {
          const reply = await verify({ body: { countryCode, phone, code } }).unwrap();
          proof.current = { countryCode, phone, token: reply.token };
          return true;
        } catch (error) {
          return failureText(t, error, t('auth.phone.codeMismatch'));
        }
      },
    }),
    sixDigits,
  );

  /**
   * The number is checked at once, in the click (the captcha opens or the message shows with it):
   * handleSubmit would settle a promise later. Opening the captcha twice is harmless; the send
   * itself waits for it.
   */
  const requestSend = () => {
    const { region: sendRegion, phone } = numberForm.getValues();
    const issue = firstIssue(DialCode, dialCodeOf(sendRegion)) ?? firstIssue(PhoneNumber, phone);
    if (issue) return numberForm.setError('phone', { type: 'validate', message: serverText(t, issue) });
    numberForm.clearErrors('phone');
    setCaptchaOpen(true);
  };

  const sendWithCaptcha = async (captchaToken: string) => {
    setCaptchaOpen(false);
    const { region: sendRegion, phone } = numberForm.getValues();
    try {
      const reply = await send({
        body: { countryCode: dialCodeOf(sendRegion), phone, captchaToken, purpose },
      }).unwrap();
      notify.success(t('auth.phone.sent'));
      setSent(true);
      resendLock.lock(reply.resendAfterSeconds || LIMITS.phoneResendLockSeconds);
    } catch (error) {
      const failure = readApiError(error);
      const message =
        failure.status === 429
          ? t('auth.phone.resendLocked')
          : failure.message
            ? serverText(t, failure)
            : t('auth.social.unknownError');
      numberForm.setError('phone', { type: 'server', message });
    }
  };

  const confirmCode = useGuardedSubmit(codeForm.handleSubmit, () => {
    if (!proof.current) return;
    setVerified(true);
    onVerifiedChange(proof.current);
  });

  return {
    region,
    setRegion: (next: string) => {
      numberForm.setValue('region', next);
      numberChanged();
    },
    phoneField,
    codeField,
    sent,
    verified,
    captchaOpen,
    closeCaptcha: () => setCaptchaOpen(false),
    phoneError: numberForm.formState.errors.phone?.message ?? null,
    codeError: codeForm.formState.errors.code?.message ?? null,
    secondsLeft: resendLock.secondsLeft,
    locked: resendLock.locked,
    sending: sending.isLoading,
    verifying: verifying.isLoading,
    requestSend,
    sendWithCaptcha,
    confirmCode: () => confirmCode.submit(),
  };
}
