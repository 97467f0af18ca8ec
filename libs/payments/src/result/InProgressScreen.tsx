import type { shoppingsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { PAYMENT_PATHS } from '../nav/paths';
import { OrderFacts } from './OrderFacts';
import { ResultFrame } from './ResultFrame';
import { ResultLink } from './ResultLink';
import { VirtualAccountCard } from './VirtualAccountCard';

/** 2 in progress: the gateway is confirming, or a virtual account waits for the deposit. The page polls meanwhile. */
export function InProgressScreen({ payment }: { payment: shoppingsApi.Payment }) {
  const t = useT();
  const account = payment.virtualAccount;
  return (
    <ResultFrame
      tone="pending"
      title={account ? t('payments.result.awaitingDepositTitle') : t('payments.result.inProgressTitle')}
      actions={account && <ResultLink to={PAYMENT_PATHS.wallet}>{t('payments.nav.wallet')}</ResultLink>}
    >
      <p role="status" className="text-center text-muted">
        {account ? t('payments.result.awaitingDepositText') : t('payments.result.inProgressText')}
      </p>
      {account && <VirtualAccountCard account={account} price={payment.price} />}
      <OrderFacts payment={payment} />
    </ResultFrame>
  );
}
