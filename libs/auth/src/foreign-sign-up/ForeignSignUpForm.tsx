import { useMemo } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { ForeignPassword, LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, Spinner, TextInput, stripSpacesAsTyped } from '@onair/ui';
import { PhoneVerification } from '../phone/PhoneVerification';
import { ErrorAlert } from '../shared/ErrorAlert';
import { FieldMessage } from '../shared/FieldMessage';
import { fieldErrorText } from '../shared/field-error-text';
import { useLoginDevice } from '../shared/use-login-device';
import { CredentialInputs } from '../sign-up/CredentialInputs';
import type { SignUpFormProps } from '../sign-up/DomesticSignUpForm';
import { agreementsError } from '../sign-up/agreements-error';
import { readPartnerCode } from '../sign-up/partner-code';
import { SIGNUP_FORM_OPTIONS, checkConfirmation, credentialEntries, signupResolver } from '../sign-up/signup-schema';
import { useAvailability } from '../sign-up/use-availability';
import { useSignupRequest } from '../sign-up/use-signup-request';
import { TermsAgreement } from '../terms/TermsAgreement';
import { BirthdayField } from './BirthdayField';
import { toIsoBirthday } from './birthday';
import { EMPTY_FOREIGN_SIGNUP, foreignEntries, type ForeignFormValues } from './foreign-signup-schema';
import { GenderField } from './GenderField';

/** SPEC section 2: the foreign signup form, with a verified phone instead of identity verification. */
export function ForeignSignUpForm({ onSignedUp }: Pick<SignUpFormProps, 'onSignedUp'>) {
  const t = useT();
  const device = useLoginDevice();
  const availability = useAvailability();
  const { accepts } = availability;
  const resolver = useMemo(() => {
    const fields = v.objectAsync({ ...credentialEntries(ForeignPassword, accepts), ...foreignEntries });
    return signupResolver<ForeignFormValues>(v.pipeAsync(fields, v.rawCheck<v.InferOutput<typeof fields>>(checkConfirmation)));
  }, [accepts]);
  const form = useForm<ForeignFormValues>({ ...SIGNUP_FORM_OPTIONS, resolver, defaultValues: EMPTY_FOREIGN_SIGNUP });
  const { errors } = form.formState;

  const request = useSignupRequest({
    handleSubmit: form.handleSubmit,
    onSignedUp,
    onFieldError: (field, message) => form.setError(field as keyof ForeignFormValues, { type: 'server', message }),
    prepare: async ({ loginId, password, name, nickname, recommendId, birthday, gender, phone, agreements }) => {
      const iso = toIsoBirthday(birthday);
      // The schema let them through; this only narrows their types.
      if (!phone || !iso || !gender) return null;
      return {
        loginId,
        password,
        name,
        nickname,
        recommendId: recommendId || undefined,
        pcode: readPartnerCode(),
        device,
        birthday: iso,
        gender,
        countryCode: phone.countryCode,
        phone: phone.phone,
        phoneVerificationToken: phone.token,
        agreements: { terms: true as const, privacy: true as const, marketing: agreements.marketing },
      };
    },
  });

  return (
    <FormProvider {...form}>
      <form className="flex flex-col gap-4" onSubmit={request.submit} noValidate>
        <CredentialInputs
          availability={availability}
          passwordMaxLength={LIMITS.password.foreignInputMax}
          afterPassword={
            <TextInput
              label={t('auth.signup.name')}
              autoComplete="name"
              maxLength={40}
              {...stripSpacesAsTyped(form.register('name', { onChange: () => form.clearErrors('name') }))}
              error={fieldErrorText(t, errors.name?.message)}
            />
          }
        />
        <Controller
          control={form.control}
          name="birthday"
          render={({ field, fieldState }) => (
            <BirthdayField
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                form.clearErrors('birthday');
              }}
              error={fieldErrorText(t, fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="gender"
          render={({ field, fieldState }) => (
            <GenderField
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                form.clearErrors('gender');
              }}
              error={fieldErrorText(t, fieldState.error?.message)}
            />
          )}
        />
        <PhoneVerification
          purpose="signup"
          onVerifiedChange={(proof) => {
            form.setValue('phone', proof);
            if (proof) form.clearErrors('phone');
          }}
          error={fieldErrorText(t, errors.phone?.message)}
        />
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
        <ErrorAlert message={request.alert} onClose={request.closeAlert} />
      </form>
    </FormProvider>
  );
}
