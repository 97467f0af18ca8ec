import { Link } from 'react-router';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { Panel, QueryState } from '@onair/ui';
import { CouponBox } from '../coupon/CouponBox';
import { PAYMENT_PATHS } from '../nav/paths';
import { OwedNotice } from '../shared/OwedNotice';
import { useMoney } from '../shared/useMoney';
import { useWallet } from '../shared/useWallet';

/** The balance (and what is owed, when anything is), a way to buy more where the brand sells the currency, and the coupon box where it has coupons. */
export function BalanceSummary() {
  const t = useT();
  const money = useMoney();
  const wallet = useWallet();
  const canBuy = isFeatureOn(money.brand, 'luvPurchase');
  const hasCoupons = isFeatureOn(money.brand, 'coupons');
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
