import { Link } from 'react-router';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { PAYMENT_PATHS } from '../nav/paths';
import { useMoney } from '../shared/useMoney';

/** Not enough of the currency for this gift: says so, and leads to the shop where the brand sells it. */
export function InsufficientBalance() {
  const t = useT();
  const money = useMoney();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded border border-danger/50 bg-danger/10 px-3 py-2 text-sm"
    >
      <span className="font-medium text-danger">
        {t('payments.error.insufficientBalance', { currency: money.currency })}
      </span>
      {isFeatureOn(money.brand, 'luvPurchase') && (
        <Link to={PAYMENT_PATHS.shop} className="font-semibold text-accent underline-offset-2 hover:underline">
          {t('payments.nav.shop', { currency: money.currency })}
        </Link>
      )}
    </div>
  );
}
