import { useT } from '@onair/i18n';
import { PAYMENT_PATHS } from '../nav/paths';
import { ResultFrame } from './ResultFrame';
import { ResultLink } from './ResultLink';

/** No order number in the address, or no such order of this member. */
export function NoOrderScreen() {
  const t = useT();
  return (
    <ResultFrame
      tone="neutral"
      title={t('payments.result.noOrderTitle')}
      actions={
        <>
          <ResultLink to={PAYMENT_PATHS.wallet} primary>
            {t('payments.nav.wallet')}
          </ResultLink>
          <ResultLink to={PAYMENT_PATHS.shop}>{t('payments.result.backToShop')}</ResultLink>
        </>
      }
    >
      <p className="text-center text-muted">{t('payments.result.noOrderText')}</p>
    </ResultFrame>
  );
}
