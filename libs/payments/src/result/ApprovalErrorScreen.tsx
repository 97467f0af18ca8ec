import type { shoppingsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { useApiMessage } from '@onair/i18n/api-messages';
import { PAYMENT_PATHS } from '../nav/paths';
import { shopPathFor } from '../shop/shop-query';
import { OrderFacts } from './OrderFacts';
import { ResultFrame } from './ResultFrame';
import { ResultLink } from './ResultLink';

/**
 * 8 approval error: the gateway's reason (Korean; other readers get our general wording of it), and
 * a way to try the same order again.
 */
export function ApprovalErrorScreen({
  payment,
  failureMessage,
}: {
  payment?: shoppingsApi.Payment;
  failureMessage: string | null;
}) {
  const t = useT();
  const apiMessage = useApiMessage();
  const generic = t('payments.result.approvalErrorText');
  return (
    <ResultFrame
      tone="error"
      title={t('payments.result.approvalErrorTitle')}
      actions={
        <>
          <ResultLink to={payment ? shopPathFor(payment) : PAYMENT_PATHS.shop} primary>
            {t('payments.result.retry')}
          </ResultLink>
          <ResultLink to="/">{t('common.goHome')}</ResultLink>
        </>
      }
    >
      <p role="alert" className="rounded bg-surface-raised p-4 text-center font-semibold text-danger">
        {failureMessage ? apiMessage(failureMessage, generic) : generic}
      </p>
      {payment && <OrderFacts payment={payment} />}
    </ResultFrame>
  );
}
