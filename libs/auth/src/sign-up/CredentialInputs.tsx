import { LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { TextInput } from '@onair/ui';
import type { ReactNode } from 'react';
import type { useAvailability } from './use-availability';
import { useCredentialFields } from './use-credential-fields';

export type CredentialInputsProps = {
  availability: ReturnType<typeof useAvailability>;
  /** 15 on domestic signup, 40 on foreign signup (SPEC section 5). */
  passwordMaxLength: number;
  /** Inputs shown between the password confirmation and the nickname (the foreign name). */
  afterPassword?: ReactNode;
};

/** ID, password, confirmation, nickname and recommender, each with its message under it (inside a FormProvider). */
export function CredentialInputs({ availability, passwordMaxLength, afterPassword }: CredentialInputsProps) {
  const t = useT();
  const fields = useCredentialFields(availability);
  const bind = fields.bind;
  return (
    <>
      <TextInput
        label={t('auth.signup.loginId')}
        placeholder={t('auth.signup.loginIdPlaceholder')}
        autoComplete="username"
        maxLength={LIMITS.loginId.max}
        hint={fields.okHint('loginId')}
        {...bind('loginId')}
      />
      <TextInput
        label={t('auth.signup.password')}
        placeholder={t('auth.signup.passwordPlaceholder')}
        type="password"
        autoComplete="new-password"
        maxLength={passwordMaxLength}
        {...bind('password')}
      />
      <TextInput
        label={t('auth.signup.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        maxLength={passwordMaxLength}
        {...bind('passwordConfirm')}
      />
      {afterPassword}
      <TextInput
        label={t('auth.signup.nickname')}
        placeholder={t('auth.signup.nicknamePlaceholder')}
        maxLength={LIMITS.nickname.max}
        hint={fields.okHint('nickname')}
        {...bind('nickname')}
      />
      <TextInput label={t('auth.signup.recommender')} maxLength={40} hint={fields.okHint('recommendId')} {...bind('recommendId')} />
    </>
  );
}
