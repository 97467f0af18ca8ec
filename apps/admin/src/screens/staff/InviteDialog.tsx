import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { adminApi } from '@onair/api-client';
import type { StaffBrands } from '@onair/contracts';
import { Dialog, TextInput, useGuardedSubmit } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { FormDialogFooter } from '../shared/FormDialogFooter';
import { BrandsField } from './BrandsField';
import { FormFailure } from './FormFailure';
import { ReasonField } from './ReasonField';
import { RoleField } from './RoleField';
import { InviteForm, STAFF_FORM_OPTIONS, type InviteFormInput } from './staff-forms';
import { useStaffFieldText } from './use-staff-field-text';

export type Invited = adminApi.AdminInviteStaffApiResponse;

/** Invites a staff account with a role and brands; the answer (password, otpauth URI) goes to onInvited. */
export function InviteDialog({
  grantable,
  onClose,
  onInvited,
}: {
  grantable: StaffBrands;
  onClose: () => void;
  onInvited: (invited: Invited) => void;
}) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const fieldText = useStaffFieldText();
  const [invite, { isLoading }] = adminApi.useAdminInviteStaffMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<
    InviteFormInput,
    unknown,
    v.InferOutput<typeof InviteForm>
  >({
    ...STAFF_FORM_OPTIONS,
    resolver: valibotResolver(InviteForm),
    defaultValues: {
      login: '',
      displayName: '',
      role: 'moderator',
      brands: grantable === 'all' ? 'all' : [...grantable],
      reason: '',
    },
  });
  const { errors } = formState;

  const { submit } = useGuardedSubmit(
    handleSubmit,
    async (body) => {
      setFailure(null);
      const result = await invite({ body });
      if (result.error) setFailure(errorText(result.error));
      else onInvited(result.data);
    },
    { onInvalid: () => setFailure(null) },
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.staff.invite')}
      size="lg"
      footer={
        <FormDialogFooter
          formId="invite-staff"
          submitText={t('console.staff.form.submitInvite')}
          cancelText={t('console.staff.form.cancel')}
          busy={isLoading}
          onCancel={onClose}
        />
      }
    >
      <form id="invite-staff" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t('console.staff.form.login')}
            autoCapitalize="none"
            spellCheck={false}
            {...register('login')}
            error={fieldText(errors.login)}
          />
          <TextInput
            label={t('console.staff.form.name')}
            maxLength={60}
            {...register('displayName')}
            error={fieldText(errors.displayName)}
          />
        </div>
        <Controller
          control={control}
          name="role"
          render={({ field }) => <RoleField value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="brands"
          render={({ field }) => (
            <BrandsField
              value={field.value}
              onChange={field.onChange}
              grantable={grantable}
              error={fieldText(errors.brands as Parameters<typeof fieldText>[0])}
            />
          )}
        />
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <ReasonField value={field.value} onChange={field.onChange} error={fieldText(errors.reason)} />
          )}
        />
        <FormFailure text={failure} />
      </form>
    </Dialog>
  );
}
