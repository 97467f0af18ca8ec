import { useState, type FormEvent } from 'react';
import { adminApi } from '@onair/api-client';
import type { Staff } from '@onair/contracts';
import { Button, Dialog } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { FormFailure } from './FormFailure';
import { ReasonField } from './ReasonField';

/** Disables an account and ends its sessions, with a reason (POST /api/admin/staff/{id}/disable). */
export function DisableDialog({ staff, onClose, onDone }: { staff: Staff; onClose: () => void; onDone: () => void }) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [disable, { isLoading }] = adminApi.useAdminDisableStaffMutation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMissing(!reason.trim());
    setFailure(null);
    if (!reason.trim()) return;
    const result = await disable({ staffId: String(staff.id), body: { reason: reason.trim() } });
    if (result.error) setFailure(errorText(result.error));
    else onDone();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.staff.disableTitle', { login: staff.login })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('console.staff.form.cancel')}
          </Button>
          <Button type="submit" variant="danger" form="disable-staff" loading={isLoading}>
            {t('console.staff.form.submitDisable')}
          </Button>
        </>
      }
    >
      <form id="disable-staff" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="text-sm text-text">{t('console.staff.disableLead')}</p>
        <ReasonField value={reason} onChange={setReason} error={missing ? t('console.validation.reason') : undefined} />
        <FormFailure text={failure} />
      </form>
    </Dialog>
  );
}
