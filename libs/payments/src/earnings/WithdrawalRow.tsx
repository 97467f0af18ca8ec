import { useState } from 'react';
import type { luvApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { Button, ConfirmDialog, notify } from '@onair/ui';
import { ListRow } from '../shared/ListRow';
import { useMoney } from '../shared/use-money';
import { useMoneyErrorText } from '../shared/use-money-error-text';
import { maskedAccount } from './bank-account';
import { useCancelWithdrawal } from './use-withdraw';
import { WITHDRAWAL_STATE_KEYS } from './withdrawal-states';

/** One withdrawal: amount, payout, where to (masked as on the bank panel), state; 취소 while it is still requested. */
export function WithdrawalRow({ withdrawal }: { withdrawal: luvApi.Withdrawal }) {
  const t = useT();
  const money = useMoney();
  const errorText = useMoneyErrorText();
  const formatDateTime = useFormatDateTime();
  const { submit, busy } = useCancelWithdrawal();
  const [confirming, setConfirming] = useState(false);

  const cancel = async () => {
    const outcome = await submit(withdrawal.withdrawId);
    if (!outcome) return;
    if (outcome.ok) notify.success(t('payments.withdrawal.cancelled'));
    else notify.error(errorText(outcome.failure));
  };

  return (
    <ListRow
      title={t('payments.withdrawal.rowTitle', {
        amount: money.amount(withdrawal.amount),
        payout: money.won(withdrawal.payout),
      })}
      detail={[
        formatDateTime(withdrawal.requestedAt),
        maskedAccount(withdrawal.bankAccount),
        // What finance wrote when rejecting: the streamer needs it to fix the account and ask again.
        withdrawal.decisionNote && (withdrawal.state === 'rejected' ? t('payments.withdrawal.rejectReason', { reason: withdrawal.decisionNote }) : withdrawal.decisionNote),
      ]
        .filter(Boolean)
        .join(' · ')}
      figure={
        <span className="rounded bg-surface-raised px-2 py-0.5 text-xs font-semibold">
          {t(WITHDRAWAL_STATE_KEYS[withdrawal.state])}
        </span>
      }
      action={
        withdrawal.state === 'requested' && (
          <>
            {/* 40 px tall: a thumb on a phone (sm is 32). */}
            <Button variant="secondary" size="md" loading={busy} onClick={() => setConfirming(true)}>
              {t('payments.withdrawal.cancel')}
            </Button>
            <ConfirmDialog
              open={confirming}
              onClose={() => setConfirming(false)}
              onConfirm={() => void cancel()}
              confirmText={t('payments.withdrawal.cancel')}
              cancelText={t('common.cancel')}
              title={t('common.notice')}
            >
              {t('payments.withdrawal.cancelConfirm', { amount: money.amount(withdrawal.amount) })}
            </ConfirmDialog>
          </>
        )
      }
    />
  );
}
