import { adminApi } from '@onair/api-client';
import { notify } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { DecisionDialog } from '../shared/DecisionDialog';
import type { AccountChange } from './account-change-labels';

export type DecideDialogProps = { request: AccountChange; onClose: () => void; onDone: () => void };

/** Approval: the requested account becomes the payout account (the reason may be left out). */
export function ApproveDialog({ request, onClose, onDone }: DecideDialogProps) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [approve] = adminApi.useAdminApproveAccountChangeMutation();
  return (
    <DecisionDialog
      title={t('console.accountChanges.approveTitle', { nickname: request.member.nickname })}
      lead={t('console.accountChanges.approveLead')}
      confirmLabel={t('console.accountChanges.approve')}
      reason="optional"
      onClose={onClose}
      onConfirm={async (reason) => {
        const result = await approve({ requestId: String(request.requestId), body: { reason } });
        if (result.error) return errorText(result.error);
        notify.success(t('console.accountChanges.approved'));
        onDone();
        return null;
      }}
    />
  );
}

/** Refusal: the account stays as it was, and the member reads the reason. */
export function RefuseDialog({ request, onClose, onDone }: DecideDialogProps) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [refuse] = adminApi.useAdminRefuseAccountChangeMutation();
  return (
    <DecisionDialog
      title={t('console.accountChanges.refuseTitle', { nickname: request.member.nickname })}
      confirmLabel={t('console.accountChanges.refuse')}
      variant="danger"
      reason="required"
      onClose={onClose}
      onConfirm={async (reason) => {
        const result = await refuse({ requestId: String(request.requestId), body: { reason } });
        if (result.error) return errorText(result.error);
        notify.success(t('console.accountChanges.refused'));
        onDone();
        return null;
      }}
    />
  );
}
