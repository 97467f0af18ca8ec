import type { shoppingsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { PAYMENT_PATHS } from '../nav/paths';
import { OrderFacts } from './OrderFacts';
import { ResultFrame } from './ResultFrame';
import { ResultLink } from './ResultLink';

/** 7 cancelled: nothing was charged (or it was refunded). */
export function CancelledScreen({ payment }: { payment?: shoppingsApi.Payment }) {
  const t = useT();
  return (
    <ResultFrame
      tone="cancelled"
      title={t('payments.result.cancelledTitle')}
      actions={
        <>
          <ResultLink to={PAYMENT_PATHS.shop} primary>
            {t('payments.result.backToShop')}
          </ResultLink>
          <ResultLink to={PAYMENT_PATHS.wallet}>{t('payments.nav.wallet')}</ResultLink>
        </>
      }
    >
      <p className="text-center text-muted">{t('payments.result.cancelledText')}</p>
      {payment && <OrderFacts payment={payment} />}
    </ResultFrame>
  );
}
