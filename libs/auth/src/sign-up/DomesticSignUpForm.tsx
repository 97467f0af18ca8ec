import type { FormEvent } from 'react';
import { LIMITS, Password } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, Spinner } from '@onair/ui';
import { ErrorAlert } from '../shared/ErrorAlert';
import { FieldMessage } from '../shared/FieldMessage';
import { useLoginDevice } from '../shared/useLoginDevice';
import { SocialButtons } from '../social/SocialButtons';
import type { SocialFlags } from '../social/providers';
import { useCaptchaPrompt } from '../captcha/useCaptchaPrompt';
import { TermsAgreement } from '../terms/TermsAgreement';
import { CredentialInputs } from './CredentialInputs';
import type { CredentialField } from './fields';
import { readPartnerCode } from './partnerCode';
import { useCredentialFields } from './useCredentialFields';
import { useSignupRequest } from './useSignupRequest';

export type SignUpFormProps = {
  /** After 201: the member is signed in already; the caller shows the welcome panel or page. */
  onSignedUp: (nickname: string) => void;
  callbackURL?: string | null;
  socialFlags?: SocialFlags;
  onAuthorizeUrl?: (url: string) => void;
};

/** SPEC section 2: the domestic signup form. */
export function DomesticSignUpForm({ onSignedUp, callbackURL, socialFlags, onAuthorizeUrl }: SignUpFormProps) {
  const t = useT();
  const device = useLoginDevice();
  const fields = useCredentialFields(Password);
  const captcha = useCaptchaPrompt();
  const request = useSignupRequest({
    onSignedUp,
    onFieldError: (field, message) => fields.setError(field as CredentialField, message),
    prepare: async () => {
      if (!(await fields.validateAll())) return null;
      // A valid form, then the captcha (as before a phone code is sent): a fresh token each submit.
      const captchaToken = await captcha.ask();
      if (!captchaToken) return null;
      const { loginId, password, nickname, recommendId } = fields.values;
      return {
        loginId,
        password,
        nickname,
        recommendId: recommendId || undefined,
        pcode: readPartnerCode(),
        device,
        agreements: { terms: true, privacy: true, marketing: fields.agreements.marketing },
        captchaToken,
      };
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.submit();
  };
  return (
    <div className="flex flex-col gap-5">
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <CredentialInputs fields={fields} passwordMaxLength={LIMITS.password.max} />
        <TermsAgreement value={fields.agreements} onChange={fields.setAgreements} error={fields.errors.agreements} />
        <FieldMessage>{request.formError}</FieldMessage>
        <Button type="submit" size="lg" fullWidth loading={request.submitting}>
          {request.waiting && !request.submitting && <Spinner />}
          {t('auth.signup.submit')}
        </Button>
      </form>
      <SocialButtons mode="signUp" flags={socialFlags} callbackURL={callbackURL} onAuthorizeUrl={onAuthorizeUrl} />
      <ErrorAlert message={request.alert} onClose={request.closeAlert} />
      {captcha.dialog}
    </div>
  );
}
