import { useState } from 'react';
import { adminApi } from '@onair/api-client';
import { notify } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { DecisionDialog } from '../shared/DecisionDialog';
import type { PayoutBatch, PayoutWithdrawal } from './payout-labels';

type Done = { onClose: () => void; onDone: () => void };

/**
 * One Idempotency-Key per decision the dialog stands for: a retry after a lost answer sends the
 * same key, so the batch is approved (or paid, or the withdrawal rejected) once.
 */
const useDecisionKey = () => useState(() => crypto.randomUUID())[0];

export function ApproveBatchDialog({ selected, onClose, onDone }: Done & { selected: readonly PayoutWithdrawal[] }) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const key = useDecisionKey();
  const [approve] = adminApi.useAdminApprovePayoutsMutation();
  const net = selected.reduce((sum, row) => sum + row.net, 0);
  return (
    <DecisionDialog
      title={t('console.payouts.approveTitle', { count: selected.length })}
      lead={t('console.payouts.approveLead', { net: net.toLocaleString('ko-KR') })}
      confirmLabel={t('console.payouts.approve')}
      reason="none"
      onClose={onClose}
      onConfirm={async () => {
        const result = await approve({ 'Idempotency-Key': key, body: { withdrawIds: selected.map((row) => row.withdrawId) } });
        if (result.error) return errorText(result.error);
        notify.success(t('console.payouts.approved', { batchId: result.data.batchId }));
        onDone();
        return null;
      }}
    />
  );
}

export function PayBatchDialog({ batch, onClose, onDone }: Done & { batch: PayoutBatch }) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const key = useDecisionKey();
  const [pay] = adminApi.useAdminPayPayoutBatchMutation();
  return (
    <DecisionDialog
      title={t('console.payouts.payTitle', { batchId: batch.batchId })}
      lead={t('console.payouts.payLead', { count: batch.count, net: batch.net.toLocaleString('ko-KR') })}
      confirmLabel={t('console.payouts.pay')}
      reason="none"
      onClose={onClose}
      onConfirm={async () => {
        const result = await pay({ 'Idempotency-Key': key, batchId: String(batch.batchId), body: {} });
        if (result.error) return errorText(result.error);
        notify.success(t('console.payouts.paid', { batchId: batch.batchId }));
        onDone();
        return null;
      }}
    />
  );
}

export function RejectPayoutDialog({ withdrawal, onClose, onDone }: Done & { withdrawal: PayoutWithdrawal }) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const key = useDecisionKey();
  const [reject] = adminApi.useAdminRejectPayoutMutation();
  return (
    <DecisionDialog
      title={t('console.payouts.rejectTitle', { nickname: withdrawal.member.nickname })}
      lead={t('console.payouts.rejectLead')}
      confirmLabel={t('console.payouts.reject')}
      variant="danger"
      reason="required"
      onClose={onClose}
      onConfirm={async (reason) => {
        const result = await reject({ 'Idempotency-Key': key, withdrawId: String(withdrawal.withdrawId), body: { reason } });
        if (result.error) return errorText(result.error);
        notify.success(t('console.payouts.rejected'));
        onDone();
        return null;
      }}
    />
  );
}
