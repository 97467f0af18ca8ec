import { Link } from 'react-router';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { Panel, QueryState } from '@onair/ui';
import { CouponBox } from '../coupon/CouponBox';
import { PAYMENT_PATHS } from '../nav/paths';
import { OwedNotice } from '../shared/OwedNotice';
import { NewServiceLink, useNoPurchaseText } from '../shared/no-purchase';
import { useMoney } from '../shared/use-money';
import { useWallet } from '../shared/use-wallet';

/**
 * The balance (and what is owed, when anything is), a way to buy more where the brand sells the
 * currency (elsewhere why not, and the new service where the brand is moving), and the coupon box where it has coupons.
 */
export function BalanceSummary() {
  const t = useT();
  const money = useMoney();
  const wallet = useWallet();
  const canBuy = isFeatureOn(money.brand, 'luvPurchase');
  const hasCoupons = isFeatureOn(money.brand, 'coupons');
  const noPurchase = useNoPurchaseText();
  return (
    <div className={`grid gap-4 ${hasCoupons ? 'md:grid-cols-2' : ''}`}>
      <Panel title={t('payments.balance.label', { currency: money.currency })}>
        <QueryState query={wallet}>
          {(data) => (
            <div className="flex flex-wrap items-end justify-between gap-3">
              <p className="text-3xl font-extrabold tracking-tight text-text">{money.amount(data.luv)}</p>
              {canBuy && (
                <Link
                  to={PAYMENT_PATHS.shop}
                  className="inline-flex h-10 items-center rounded bg-accent px-4 text-sm font-semibold text-accent-contrast hover:brightness-110"
                >
                  {t('payments.nav.shop', { currency: money.currency })}
                </Link>
              )}
            </div>
          )}
        </QueryState>
        {noPurchase && (
          // Where no more can be bought, the balance is all there is: say so, and where the brand is moving, where to go.
          <p className="mt-3 text-sm text-muted">
            {noPurchase} <NewServiceLink className="font-semibold text-accent underline-offset-2 hover:underline" />
          </p>
        )}
        <OwedNotice className="mt-3" />
      </Panel>
      {hasCoupons && (
        <Panel title={t('payments.coupon.title')}>
          <CouponBox />
        </Panel>
      )}
    </div>
  );
}
