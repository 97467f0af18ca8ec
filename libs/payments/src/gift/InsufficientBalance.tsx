import { Link, useLocation } from 'react-router';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { PAYMENT_PATHS } from '../nav/paths';
import { NewServiceLink, useNoPurchaseText } from '../shared/no-purchase';
import { useMoney } from '../shared/use-money';
import { shopPathFrom } from '../shop/live-return';

/**
 * Not enough of the currency for this gift: says so, and leads to the shop where the brand sells
 * it. Where it does not (bellcast, moving to a new platform), a shop link would lead nowhere: it
 * says why no more can be bought and that what is held can still be used, and on a brand being
 * moved, links to the new service as the migration notice does.
 */
export function InsufficientBalance() {
  const t = useT();
  const money = useMoney();
  const sells = isFeatureOn(money.brand, 'luvPurchase');
  const noPurchase = useNoPurchaseText();
  const { pathname } = useLocation();
  const linkClass = 'font-semibold text-accent underline-offset-2 hover:underline';
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded border border-danger/50 bg-danger/10 px-3 py-2 text-sm"
    >
      <span className="font-medium text-danger">
        {t('payments.error.insufficientBalance', { currency: money.currency })}
      </span>
      {sells ? (
        <Link to={shopPathFrom(PAYMENT_PATHS.shop, pathname)} className={linkClass}>
          {t('payments.nav.shop', { currency: money.currency })}
        </Link>
      ) : (
        <>
          <p className="w-full text-text">{noPurchase}</p>
          <NewServiceLink className={linkClass} />
        </>
      )}
    </div>
  );
}
