import { adminApi } from '@onair/api-client';
import { notify } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { DecisionDialog } from '../shared/DecisionDialog';
import type { GiftReport } from './gift-report-labels';

export type DecideGiftProps = { report: GiftReport; onClose: () => void; onDone: () => void };

/** Reversal: the gift goes back to the sender through the ledger; the reason is kept and audited. */
export function ReverseGiftDialog({ report, onClose, onDone }: DecideGiftProps) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [reverse] = adminApi.useAdminReverseGiftReportMutation();
  return (
    <DecisionDialog
      title={t('console.giftReports.reverseTitle', { sender: report.sender.nickname })}
      lead={t('console.giftReports.reverseLead', {
        amount: report.amount,
        net: report.netAmount,
        recipient: report.recipient.nickname,
      })}
      confirmLabel={t('console.giftReports.reverse')}
      reason="required"
      onClose={onClose}
      onConfirm={async (reason) => {
        const result = await reverse({ reportId: String(report.reportId), body: { reason } });
        if (result.error) return errorText(result.error);
        notify.success(t('console.giftReports.reversed'));
        onDone();
        return null;
      }}
    />
  );
}

/** Refusal: nothing moves, and the sender reads the reason. */
export function RefuseGiftDialog({ report, onClose, onDone }: DecideGiftProps) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [refuse] = adminApi.useAdminRefuseGiftReportMutation();
  return (
    <DecisionDialog
      title={t('console.giftReports.refuseTitle', { sender: report.sender.nickname })}
      confirmLabel={t('console.giftReports.refuse')}
      variant="danger"
      reason="required"
      onClose={onClose}
      onConfirm={async (reason) => {
        const result = await refuse({ reportId: String(report.reportId), body: { reason } });
        if (result.error) return errorText(result.error);
        notify.success(t('console.giftReports.refused'));
        onDone();
        return null;
      }}
    />
  );
}
