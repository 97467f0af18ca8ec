import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { myApi } from '@onair/api-client';
import { LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectProfile, useAppSelector } from '@onair/store';
import { TextInput, notify, stripSpacesAsTyped, useGuardedSubmit } from '@onair/ui';
import { FormActions } from '../shared/FormActions';
import { useApiErrorText } from '../shared/use-api-error-text';
import { MEMBER_FORM_OPTIONS, useFieldErrorText } from '../shared/use-field-error-text';
import { passwordChangeSchema } from './password-change-schema';
import { knownRefusal, type PasswordFields } from './password-change-rules';

const EMPTY: PasswordFields = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * Current password, new password and its confirmation; without the current password when the member
 * is setting a first one (setting). The rule, the confirmation and "same as the current one" are told
 * before any call; a wrong current password comes from the API. On success the fields are cleared:
 * this browser stays signed in, the member's other devices are signed out.
 */
export function PasswordForm({ setting, loginId }: { setting: boolean; loginId: string }) {
  const t = useT();
  const foreigner = useAppSelector(selectProfile)?.profile.foreigner ?? false;
  const errorText = useApiErrorText();
  const fieldErrorText = useFieldErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [change, { isLoading }] = myApi.useMyChangePasswordMutation();
  const maxLength = foreigner ? LIMITS.password.foreignInputMax : LIMITS.password.max;
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<PasswordFields>({
    ...MEMBER_FORM_OPTIONS,
    // Every rule runs, so a missing current password does not hide the confirmation's message.
    criteriaMode: 'all',
    resolver: valibotResolver(passwordChangeSchema(foreigner, setting)),
    defaultValues: EMPTY,
  });

  const send = async (fields: PasswordFields) => {
    setRefusal(null);
    const body = setting
      ? { newPassword: fields.newPassword }
      : { currentPassword: fields.currentPassword, newPassword: fields.newPassword };
    const result = await change({ body });
    if (result.error) {
      const known = knownRefusal(result.error);
      if (known?.field) return setError(known.field, { type: 'refusal', message: known.key });
      return setRefusal(known ? t(known.key) : errorText(result.error));
    }
    reset(EMPTY);
    notify.success(setting ? t('member.my.password.setDone', { loginId }) : t('member.my.password.changed'));
  };
  const { submit } = useGuardedSubmit(handleSubmit, send, { onInvalid: () => setRefusal(null) });

  const bind = (name: keyof PasswordFields) => ({
    ...stripSpacesAsTyped(register(name, { onChange: () => clearErrors(name) })),
    error: fieldErrorText(formState.errors[name]),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {!setting && (
        <TextInput
          label={t('member.my.password.current')}
          type="password"
          autoComplete="current-password"
          maxLength={LIMITS.password.foreignInputMax}
          {...bind('currentPassword')}
        />
      )}
      <TextInput
        label={t(setting ? 'member.my.password.setNew' : 'member.my.password.new')}
        type="password"
        autoComplete="new-password"
        maxLength={maxLength}
        hint={t('member.my.password.hint', { min: LIMITS.password.min, max: maxLength })}
        {...bind('newPassword')}
      />
      <TextInput
        label={t(setting ? 'member.my.password.setConfirm' : 'member.my.password.confirm')}
        type="password"
        autoComplete="new-password"
        maxLength={maxLength}
        {...bind('confirm')}
      />
      <FormActions
        refusal={refusal}
        submitText={t(setting ? 'member.my.password.setSubmit' : 'member.my.password.submit')}
        sending={isLoading}
      />
    </form>
  );
}
