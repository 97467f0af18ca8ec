import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { adminApi } from '@onair/api-client';
import type { Staff } from '@onair/contracts';
import { Dialog, useGuardedSubmit } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { FormDialogFooter } from '../shared/FormDialogFooter';
import { FormFailure } from './FormFailure';
import { ReasonField } from './ReasonField';
import { DisableForm, STAFF_FORM_OPTIONS, type DisableFormInput } from './staff-forms';
import { useStaffFieldText } from './use-staff-field-text';

/** Disables an account and ends its sessions, with a reason (POST /api/admin/staff/{id}/disable). */
export function DisableDialog({ staff, onClose, onDone }: { staff: Staff; onClose: () => void; onDone: () => void }) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const fieldText = useStaffFieldText();
  const [disable, { isLoading }] = adminApi.useAdminDisableStaffMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<DisableFormInput, unknown, v.InferOutput<typeof DisableForm>>({
    ...STAFF_FORM_OPTIONS,
    resolver: valibotResolver(DisableForm),
    defaultValues: { reason: '' },
  });

  const { submit } = useGuardedSubmit(
    handleSubmit,
    async (body) => {
      setFailure(null);
      const result = await disable({ staffId: String(staff.id), body });
      if (result.error) setFailure(errorText(result.error));
      else onDone();
    },
    { onInvalid: () => setFailure(null) },
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.staff.disableTitle', { login: staff.login })}
      footer={
        <FormDialogFooter
          formId="disable-staff"
          submitText={t('console.staff.form.submitDisable')}
          cancelText={t('console.staff.form.cancel')}
          busy={isLoading}
          danger
          onCancel={onClose}
        />
      }
    >
      <form id="disable-staff" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-text">{t('console.staff.disableLead')}</p>
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <ReasonField value={field.value} onChange={field.onChange} error={fieldText(formState.errors.reason)} />
          )}
        />
        <FormFailure text={failure} />
      </form>
    </Dialog>
  );
}
