import type { shoppingsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { PAYMENT_PATHS } from '../nav/paths';
import { useMoney } from '../shared/use-money';
import { OrderFacts } from './OrderFacts';
import { ResultFrame } from './ResultFrame';
import { ResultLink } from './ResultLink';
import { SupportContact } from './SupportContact';

/** 6 wrong deposit: the amount paid in differs from the order; support sorts out the refund. */
export function WrongDepositScreen({ payment }: { payment: shoppingsApi.Payment }) {
  const t = useT();
  const money = useMoney();
  return (
    <ResultFrame
      tone="error"
      title={t('payments.result.wrongDepositTitle')}
      actions={<ResultLink to={PAYMENT_PATHS.wallet}>{t('payments.nav.wallet')}</ResultLink>}
    >
      <p className="text-center">
        {t('payments.result.wrongDepositText', {
          deposited: payment.depositedAmount === null ? '-' : money.won(payment.depositedAmount),
          price: money.won(payment.price),
        })}
      </p>
      <SupportContact />
      <OrderFacts payment={payment} />
    </ResultFrame>
  );
}
