import { useState, type FormEvent } from 'react';
import { adminApi } from '@onair/api-client';
import type { BrandCode, StaffBrands, StaffRole } from '@onair/contracts';
import { Button, Dialog, TextInput } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';
import { BrandsField } from './BrandsField';
import { FormFailure } from './FormFailure';
import { ReasonField } from './ReasonField';
import { RoleField } from './RoleField';

export type Invited = adminApi.AdminInviteStaffApiResponse;

type Errors = Partial<Record<'login' | 'displayName' | 'brands' | 'reason', ConsoleMessageKey>>;

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
  const [invite, { isLoading }] = adminApi.useAdminInviteStaffMutation();
  const [login, setLogin] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<StaffRole>('moderator');
  const [brands, setBrands] = useState<StaffBrands | BrandCode[]>(grantable === 'all' ? 'all' : [...grantable]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!/^[a-z0-9._-]{3,40}$/.test(login.trim()))
      found.login = login.trim() ? 'console.validation.login' : 'console.validation.required';
    if (!displayName.trim()) found.displayName = 'console.validation.required';
    if (brands !== 'all' && brands.length === 0) found.brands = 'console.staff.form.brandsRequired';
    if (!reason.trim()) found.reason = 'console.validation.reason';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const result = await invite({
      body: {
        login: login.trim(),
        displayName: displayName.trim(),
        role,
        brands: brands as StaffBrands,
        reason: reason.trim(),
      },
    });
    if (result.error) setFailure(errorText(result.error));
    else onInvited(result.data);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.staff.invite')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('console.staff.form.cancel')}
          </Button>
          <Button type="submit" form="invite-staff" loading={isLoading}>
            {t('console.staff.form.submitInvite')}
          </Button>
        </>
      }
    >
      <form id="invite-staff" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t('console.staff.form.login')}
            autoCapitalize="none"
            spellCheck={false}
            value={login}
            onChange={(event) => setLogin(event.target.value)}
            error={errors.login && t(errors.login)}
          />
          <TextInput
            label={t('console.staff.form.name')}
            maxLength={60}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
            error={errors.displayName && t(errors.displayName)}
          />
        </div>
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
