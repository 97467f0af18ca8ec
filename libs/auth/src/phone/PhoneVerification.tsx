import { useT } from '@onair/i18n';
import { Button, TextInput } from '@onair/ui';
import { CaptchaDialog } from '../captcha/CaptchaDialog';
import { FieldMessage } from '../shared/FieldMessage';
import { CheckIcon } from './CheckIcon';
import { CountryCodeSelect } from './CountryCodeSelect';
import { usePhoneVerification, type PhoneProof, type PhonePurpose } from './use-phone-verification';

export type PhoneVerificationProps = {
  purpose: PhonePurpose;
  /** The proof once the code is confirmed; null again when the number is changed afterwards. */
  onVerifiedChange: (proof: PhoneProof | null) => void;
  /** The form's message for this group (핸드폰 인증을 완료해주세요). */
  error?: string | null;
};

/** Country code, phone number (digits only), captcha, code and confirm (SPEC sections 2 and 4). */
export function PhoneVerification({ purpose, onVerifiedChange, error }: PhoneVerificationProps) {
  const t = useT();
  const flow = usePhoneVerification(purpose, onVerifiedChange);
  const sendLabel = flow.locked
    ? t('auth.phone.resendIn', { seconds: flow.secondsLeft })
    : flow.sent
      ? t('auth.phone.resend')
      : t('auth.phone.send');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('auth.phone.label')}</legend>
      <div className="flex flex-col gap-3">
        <CountryCodeSelect region={flow.region} onChange={flow.setRegion} disabled={flow.verified} />
        <div className="flex min-w-0 flex-1 items-end gap-2">
          <TextInput
            label={t('auth.phone.label')}
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('auth.phone.placeholder')}
            {...flow.phoneField}
            disabled={flow.verified}
            containerClassName="min-w-0 flex-1"
          />
          <Button
            variant="secondary"
            className="w-28 shrink-0"
            onClick={flow.requestSend}
            disabled={flow.locked || flow.verified}
            loading={flow.sending}
          >
            {sendLabel}
          </Button>
        </div>
      </div>
      <FieldMessage>{flow.phoneError ?? (flow.sent ? null : error)}</FieldMessage>
      {flow.sent && (
        <div className="flex items-start gap-2">
          <TextInput
            label={t('auth.phone.code')}
            hideLabel
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('auth.phone.codePlaceholder')}
            {...flow.codeField}
            disabled={flow.verified}
            error={flow.codeError ?? (flow.verified ? null : error)}
            containerClassName="min-w-0 flex-1"
          />
          <Button
            variant={flow.verified ? 'secondary' : 'primary'}
            className="w-28 shrink-0"
            onClick={flow.confirmCode}
            disabled={flow.verified}
            loading={flow.verifying}
          >
            {flow.verified && <CheckIcon />}
            {flow.verified ? t('auth.phone.verified') : t('auth.phone.confirm')}
          </Button>
        </div>
      )}
      <CaptchaDialog
        open={flow.captchaOpen}
        onClose={flow.closeCaptcha}
        onSolved={(token) => void flow.sendWithCaptcha(token)}
      />
    </fieldset>
  );
}
