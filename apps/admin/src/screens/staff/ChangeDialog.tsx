import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { adminApi } from '@onair/api-client';
import type { Staff, StaffBrands } from '@onair/contracts';
import { Dialog, useGuardedSubmit } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { FormDialogFooter } from '../shared/FormDialogFooter';
import { BrandsField } from './BrandsField';
import { FormFailure } from './FormFailure';
import { ReasonField } from './ReasonField';
import { RoleField } from './RoleField';
import { ChangeForm, STAFF_FORM_OPTIONS, type ChangeFormInput } from './staff-forms';
import { useStaffFieldText } from './use-staff-field-text';

/** Changes an account's role and brands, with a reason (PATCH /api/admin/staff/{id}). */
export function ChangeDialog({
  staff,
  grantable,
  onClose,
  onDone,
}: {
  staff: Staff;
  grantable: StaffBrands;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const fieldText = useStaffFieldText();
  const [change, { isLoading }] = adminApi.useAdminChangeStaffMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ChangeFormInput, unknown, v.InferOutput<typeof ChangeForm>>({
    ...STAFF_FORM_OPTIONS,
    resolver: valibotResolver(ChangeForm),
    defaultValues: { role: staff.role, brands: staff.brands, reason: '' },
  });
  const { errors } = formState;

  const { submit } = useGuardedSubmit(
    handleSubmit,
    async (body) => {
      setFailure(null);
      const result = await change({ staffId: String(staff.id), body });
      if (result.error) setFailure(errorText(result.error));
      else onDone();
    },
    { onInvalid: () => setFailure(null) },
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.staff.changeTitle', { login: staff.login })}
      footer={
        <FormDialogFooter
          formId="change-staff"
          submitText={t('console.staff.form.submitChange')}
          cancelText={t('console.staff.form.cancel')}
          busy={isLoading}
          onCancel={onClose}
        />
      }
    >
      <form id="change-staff" noValidate onSubmit={submit} className="flex flex-col gap-4">
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
