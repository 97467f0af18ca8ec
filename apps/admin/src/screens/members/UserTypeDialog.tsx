import { useState } from 'react';
import { adminApi } from '@onair/api-client';
import { USER_TYPES, type UserType } from '@onair/contracts';
import { SelectField } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { ActionDialog } from '../shared/ActionDialog';

type Member = { memberId: number; loginId: string; userType: UserType };

/** Sets a member's user type, V, O, P or J, with a reason (PUT …/user-type; super-admin only). */
export function UserTypeDialog({
  member,
  onClose,
  onDone,
}: {
  member: Member;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [setUserType, { isLoading }] = adminApi.useAdminSetUserTypeMutation();
  const [userType, setChoice] = useState<UserType>(member.userType);
  const [unchanged, setUnchanged] = useState(false);
  return (
    <ActionDialog
      formId="set-user-type"
      title={t('console.member.userTypeTitle', { login: member.loginId })}
      lead={t('console.member.userTypeLead')}
      summary={t('console.member.userTypeSummary', {
        login: member.loginId,
        from: t(`console.member.userType.${member.userType}`),
        to: t(`console.member.userType.${userType}`),
      })}
      actionLabel={t('console.member.action.setUserType')}
      busy={isLoading}
      check={() => {
        setUnchanged(userType === member.userType);
        return userType !== member.userType;
      }}
      onClose={onClose}
      onSubmit={async (reason) => {
        const result = await setUserType({ memberId: String(member.memberId), body: { userType, reason } });
        if (result.error) return errorText(result.error);
        onDone();
        return null;
      }}
    >
      <SelectField
        name="userType"
        label={t('console.member.col.userType')}
        value={userType}
        onChange={(event) => setChoice(event.target.value as UserType)}
        error={unchanged ? t('console.member.userTypeUnchanged') : undefined}
      >
        {USER_TYPES.map((type) => (
          <option key={type} value={type}>
            {`${type} · ${t(`console.member.userType.${type}`)}`}
          </option>
        ))}
      </SelectField>
    </ActionDialog>
  );
}
