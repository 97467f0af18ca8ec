import { useState, type FormEvent } from 'react';
import { myApi } from '@onair/api-client';
import { LIMITS, stripSpaces } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectProfile, useAppSelector } from '@onair/store';
import { TextInput, notify } from '@onair/ui';
import { FormActions } from '../shared/FormActions';
import { useApiErrorText } from '../shared/useApiErrorText';
import { checkPasswordChange, knownRefusal, type PasswordErrors, type PasswordFields } from './passwordChangeRules';

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
  const [fields, setFields] = useState<PasswordFields>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [change, { isLoading }] = myApi.useMyChangePasswordMutation();
  const maxLength = foreigner ? LIMITS.password.foreignInputMax : LIMITS.password.max;

  const edit = (name: keyof PasswordFields, value: string) => {
    setFields((before) => ({ ...before, [name]: stripSpaces(value) }));
    setErrors((before) => ({ ...before, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = checkPasswordChange(fields, foreigner, setting);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const body = setting
      ? { newPassword: fields.newPassword }
      : { currentPassword: fields.currentPassword, newPassword: fields.newPassword };
    const result = await change({ body });
    if (result.error) {
      const known = knownRefusal(result.error);
      if (known?.field) return setErrors({ [known.field]: known.key });
      return setRefusal(known ? t(known.key) : errorText(result.error));
    }
    setFields(EMPTY);
    notify.success(setting ? t('member.my.password.setDone', { loginId }) : t('member.my.password.changed'));
  };

  const bind = (name: keyof PasswordFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => edit(name, event.target.value),
    error: errors[name] ? t(errors[name]) : null,
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
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
