import { STAFF_ROLES, type StaffRole } from '@onair/contracts';
import { SelectField } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';

/** The five console roles (docs/permissions.md, "Operator console"). */
export function RoleField({ value, onChange }: { value: StaffRole; onChange: (role: StaffRole) => void }) {
  const t = useConsoleT();
  return (
    <SelectField
      label={t('console.staff.form.role')}
      value={value}
      onChange={(event) => onChange(event.target.value as StaffRole)}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`console.role.${role}`)}
        </option>
      ))}
    </SelectField>
  );
}
