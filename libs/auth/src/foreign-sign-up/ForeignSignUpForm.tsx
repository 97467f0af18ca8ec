import { useState, type FormEvent } from 'react';
import { ForeignPassword, LIMITS, stripSpaces } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, Spinner, TextInput } from '@onair/ui';
import { PhoneVerification } from '../phone/PhoneVerification';
import type { PhoneProof } from '../phone/usePhoneVerification';
import { ErrorAlert } from '../shared/ErrorAlert';
import { FieldMessage } from '../shared/FieldMessage';
import { useLoginDevice } from '../shared/useLoginDevice';
import { CredentialInputs } from '../sign-up/CredentialInputs';
import type { SignUpFormProps } from '../sign-up/DomesticSignUpForm';
import type { CredentialField } from '../sign-up/fields';
import { readPartnerCode } from '../sign-up/partnerCode';
import { useCredentialFields } from '../sign-up/useCredentialFields';
import { useSignupRequest } from '../sign-up/useSignupRequest';
import { TermsAgreement } from '../terms/TermsAgreement';
import { BirthdayField } from './BirthdayField';
import { EMPTY_BIRTHDAY, toIsoBirthday, type BirthdayParts } from './birthday';
import { GenderField, type GenderValue } from './GenderField';
import { validateForeignExtras, type ForeignExtraErrors } from './validateForeignExtras';

/** SPEC section 2: the foreign signup form, with a verified phone instead of identity verification. */
export function ForeignSignUpForm({ onSignedUp }: Pick<SignUpFormProps, 'onSignedUp'>) {
  const t = useT();
  const device = useLoginDevice();
  const fields = useCredentialFields(ForeignPassword);
  const [name, setName] = useState('');
  const [birthday, setBirthday] = useState<BirthdayParts>(EMPTY_BIRTHDAY);
  const [gender, setGender] = useState<GenderValue>('');
  const [phone, setPhone] = useState<PhoneProof | null>(null);
  const [extraErrors, setExtraErrors] = useState<ForeignExtraErrors>({});
  const clear = (key: keyof ForeignExtraErrors) => setExtraErrors((current) => ({ ...current, [key]: null }));

  const request = useSignupRequest({
    onSignedUp,
    onFieldError: (field, message) =>
      field === 'name' || field === 'birthday' || field === 'gender' || field === 'phone'
        ? setExtraErrors((current) => ({ ...current, [field]: message }))
        : fields.setError(field as CredentialField, message),
    prepare: async () => {
      const extras = validateForeignExtras(t, { name, birthday, gender, phone });
      setExtraErrors(extras);
      const credentialsOk = await fields.validateAll();
      const iso = toIsoBirthday(birthday);
      if (!credentialsOk || Object.values(extras).some(Boolean) || !phone || !iso || !gender) return null;
      const { loginId, password, nickname, recommendId } = fields.values;
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
        agreements: { terms: true as const, privacy: true as const, marketing: fields.agreements.marketing },
      };
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.submit();
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <CredentialInputs
        fields={fields}
        passwordMaxLength={LIMITS.password.foreignInputMax}
        afterPassword={
          <TextInput
            label={t('auth.signup.name')}
            autoComplete="name"
            maxLength={40}
            value={name}
            onChange={(event) => {
              setName(stripSpaces(event.target.value));
              clear('name');
            }}
            error={extraErrors.name ?? undefined}
          />
        }
      />
      <BirthdayField
        value={birthday}
        onChange={(next) => {
          setBirthday(next);
          clear('birthday');
        }}
        error={extraErrors.birthday}
      />
      <GenderField
        value={gender}
        onChange={(next) => {
          setGender(next);
          clear('gender');
        }}
        error={extraErrors.gender}
      />
      <PhoneVerification
        purpose="signup"
        onVerifiedChange={(proof) => {
          setPhone(proof);
          if (proof) clear('phone');
        }}
        error={extraErrors.phone}
      />
      <TermsAgreement value={fields.agreements} onChange={fields.setAgreements} error={fields.errors.agreements} />
      <FieldMessage>{request.formError}</FieldMessage>
      <Button type="submit" size="lg" fullWidth loading={request.submitting}>
        {request.waiting && !request.submitting && <Spinner />}
        {t('auth.signup.submit')}
      </Button>
      <ErrorAlert message={request.alert} onClose={request.closeAlert} />
    </form>
  );
}
