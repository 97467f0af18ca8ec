import { useMemo } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { LIMITS, Password } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, Spinner } from '@onair/ui';
import { ErrorAlert } from '../shared/ErrorAlert';
import { FieldMessage } from '../shared/FieldMessage';
import { useLoginDevice } from '../shared/use-login-device';
import { SocialButtons } from '../social/SocialButtons';
import type { SocialFlags } from '../social/providers';
import { useCaptchaPrompt } from '../captcha/use-captcha-prompt';
import { TermsAgreement } from '../terms/TermsAgreement';
import { CredentialInputs } from './CredentialInputs';
import { agreementsError } from './agreements-error';
import { EMPTY_SIGNUP, type CredentialField } from './fields';
import { readPartnerCode } from './partner-code';
import {
  SIGNUP_FORM_OPTIONS,
  checkConfirmation,
  credentialEntries,
  signupResolver,
  type CredentialFormValues,
} from './signup-schema';
import { useAvailability } from './use-availability';
import { useSignupRequest } from './use-signup-request';

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
  const availability = useAvailability();
  const { accepts } = availability;
  const resolver = useMemo(() => {
    const fields = v.objectAsync(credentialEntries(Password, accepts));
    return signupResolver<CredentialFormValues>(v.pipeAsync(fields, v.rawCheck<v.InferOutput<typeof fields>>(checkConfirmation)));
  }, [accepts]);
  const form = useForm<CredentialFormValues>({ ...SIGNUP_FORM_OPTIONS, resolver, defaultValues: EMPTY_SIGNUP });
  const captcha = useCaptchaPrompt();
  const request = useSignupRequest({
    handleSubmit: form.handleSubmit,
    onSignedUp,
    onFieldError: (field, message) => form.setError(field as CredentialField, { type: 'server', message }),
    prepare: async ({ loginId, password, nickname, recommendId, agreements }) => {
      // A valid form, then the captcha (as before a phone code is sent): a fresh token each submit.
      const captchaToken = await captcha.ask();
      if (!captchaToken) return null;
      return {
        loginId,
        password,
        nickname,
        recommendId: recommendId || undefined,
        pcode: readPartnerCode(),
        device,
        agreements: { terms: true, privacy: true, marketing: agreements.marketing },
        captchaToken,
      };
    },
  });
  return (
    <div className="flex flex-col gap-5">
      <FormProvider {...form}>
        <form className="flex flex-col gap-4" onSubmit={request.submit} noValidate>
          <CredentialInputs availability={availability} passwordMaxLength={LIMITS.password.max} />
          <Controller
            control={form.control}
            name="agreements"
            render={({ field, fieldState }) => (
              <TermsAgreement value={field.value} onChange={field.onChange} error={agreementsError(t, fieldState.error)} />
            )}
          />
          <FieldMessage>{request.formError}</FieldMessage>
          <Button type="submit" size="lg" fullWidth loading={request.submitting}>
            {request.waiting && !request.submitting && <Spinner />}
            {t('auth.signup.submit')}
          </Button>
        </form>
      </FormProvider>
      <SocialButtons mode="signUp" flags={socialFlags} callbackURL={callbackURL} onAuthorizeUrl={onAuthorizeUrl} />
      <ErrorAlert message={request.alert} onClose={request.closeAlert} />
      {captcha.dialog}
    </div>
  );
}
