import type { shoppingsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { PAYMENT_PATHS } from '../nav/paths';
import { recalledLiveReturn } from '../shop/live-return';
import { packageName } from '../shared/item-label';
import { useMoney } from '../shared/use-money';
import { useWallet } from '../shared/use-wallet';
import { OrderFacts } from './OrderFacts';
import { ResultFrame } from './ResultFrame';
import { ResultLink } from './ResultLink';

/** 9 approved: what was credited and the balance now; first, back to the live room the shop was opened from. */
export function ApprovedScreen({ payment }: { payment: shoppingsApi.Payment }) {
  const t = useT();
  const money = useMoney();
  const wallet = useWallet();
  const liveRoom = recalledLiveReturn();
  return (
    <ResultFrame
      tone="success"
      title={t('payments.result.approvedTitle')}
      actions={
        <>
          {liveRoom && (
            <ResultLink to={liveRoom} primary>
              {t('payments.result.backToLive')}
            </ResultLink>
          )}
          <ResultLink to={PAYMENT_PATHS.wallet} primary={!liveRoom}>
            {t('payments.nav.wallet')}
          </ResultLink>
          <ResultLink to={PAYMENT_PATHS.shop}>{t('payments.result.buyMore')}</ResultLink>
          <ResultLink to="/">{t('common.goHome')}</ResultLink>
        </>
      }
    >
      <p className="text-center">
        {t('payments.result.approvedText', { product: packageName(t, money, payment.itemCode, payment.quantity) })}
      </p>
      {wallet.data && (
        <p className="text-center text-base">
          {t('payments.balance.label', { currency: money.currency })}{' '}
          <strong className="font-bold text-accent">{money.amount(wallet.data.luv)}</strong>
        </p>
      )}
      <OrderFacts payment={payment} />
    </ResultFrame>
  );
}
