import { adminApi } from '@onair/api-client';
import { notify } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { DecisionDialog } from '../shared/DecisionDialog';

/**
 * A refund from the console: the gateway cancels, the unused part comes back from the wallet and
 * the rest is owed by the member. The reason is required (the audit log and the gateway keep it).
 */
export function RefundDialog({ orderId, onClose, onDone }: { orderId: string; onClose: () => void; onDone: () => void }) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [refund] = adminApi.useAdminRefundPaymentMutation();
  return (
    <DecisionDialog
      title={t('console.payments.refundTitle', { orderId })}
      lead={t('console.payments.refundLead')}
      confirmLabel={t('console.payments.refund')}
      variant="danger"
      reason="required"
      onClose={onClose}
      onConfirm={async (reason) => {
        const result = await refund({ orderId, body: { reason } });
        if (result.error) return errorText(result.error);
        notify.success(
          result.data.refundedNow
            ? t('console.payments.refunded', { takenBack: result.data.takenBack, owed: result.data.owed })
            : t('console.payments.alreadyRefunded'),
        );
        onDone();
        return null;
      }}
    />
  );
}
