import { adminApi } from '@onair/api-client';
import type { AdminSanctionKind } from '@onair/contracts';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { ActionDialog } from '../shared/ActionDialog';

type Member = { memberId: number; loginId: string };

/** Ends the chat ban or block in force, with a reason (POST …/sanctions/lift). */
export function LiftDialog({
  member,
  kind,
  onClose,
  onDone,
}: {
  member: Member;
  kind: AdminSanctionKind;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [lift, { isLoading }] = adminApi.useAdminLiftSanctionMutation();
  const what = t(kind === 'block' ? 'console.member.action.unblock' : 'console.member.action.liftChatBan');
  return (
    <ActionDialog
      formId="lift-sanction"
      title={t('console.member.liftTitle', { what, login: member.loginId })}
      summary={t('console.member.liftSummary', { what, login: member.loginId })}
      actionLabel={what}
      busy={isLoading}
      onClose={onClose}
      onSubmit={async (reason) => {
        const result = await lift({ memberId: String(member.memberId), body: { kind, reason } });
        if (result.error) return errorText(result.error);
        onDone();
        return null;
      }}
    />
  );
}
