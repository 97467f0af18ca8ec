import { useState, type FormEvent } from 'react';
import { adminApi } from '@onair/api-client';
import type { BrandCode, Staff, StaffBrands, StaffRole } from '@onair/contracts';
import { Button, Dialog } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';
import { BrandsField } from './BrandsField';
import { FormFailure } from './FormFailure';
import { ReasonField } from './ReasonField';
import { RoleField } from './RoleField';

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
  const [change, { isLoading }] = adminApi.useAdminChangeStaffMutation();
  const [role, setRole] = useState<StaffRole>(staff.role);
  const [brands, setBrands] = useState<StaffBrands | BrandCode[]>(staff.brands);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'brands' | 'reason', ConsoleMessageKey>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (brands !== 'all' && brands.length === 0) found.brands = 'console.staff.form.brandsRequired';
    if (!reason.trim()) found.reason = 'console.validation.reason';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const result = await change({
      staffId: String(staff.id),
      body: { role, brands: brands as StaffBrands, reason: reason.trim() },
    });
    if (result.error) setFailure(errorText(result.error));
    else onDone();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.staff.changeTitle', { login: staff.login })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('console.staff.form.cancel')}
          </Button>
          <Button type="submit" form="change-staff" loading={isLoading}>
            {t('console.staff.form.submitChange')}
          </Button>
        </>
      }
    >
      <form id="change-staff" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <RoleField value={role} onChange={setRole} />
        <BrandsField
          value={brands}
          onChange={setBrands}
          grantable={grantable}
          error={errors.brands && t(errors.brands)}
        />
        <ReasonField value={reason} onChange={setReason} error={errors.reason && t(errors.reason)} />
        <FormFailure text={failure} />
      </form>
    </Dialog>
  );
}
