import { Link } from 'react-router';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { useMoney } from '../shared/useMoney';
import { useWallet } from '../shared/useWallet';
import { PAYMENT_PATHS } from './paths';

/**
 * The header's wallet: the member's balance (to the wallet) and a + that leads to the shop. Only
 * for a member, and only where the brand sells its currency.
 */
export function BalanceChip() {
  const t = useT();
  const money = useMoney();
  const sellsCurrency = isFeatureOn(money.brand, 'luvPurchase');
  const wallet = useWallet(sellsCurrency);
  if (!sellsCurrency || wallet.isUninitialized) return null;
  const balance = wallet.data ? money.amount(wallet.data.luv) : money.currency;
  // A phone's header holds the brand, this chip, messages, the menu and 로그아웃 in 358 px: the number
  // alone there (the link's name still says the currency), the currency's name from sm up.
  // One inline box: as flex items of the link, the number and the name would lose the space between them.
  const figure = wallet.data ? (
    <span>
      {money.count(wallet.data.luv)}
      <span className="hidden sm:inline">{` ${money.currency}`}</span>
    </span>
  ) : (
    money.currency
  );
  return (
    <div className="flex h-8 shrink-0 items-center overflow-hidden rounded-full border border-border bg-surface-raised text-sm">
      <Link
        to={PAYMENT_PATHS.wallet}
        className="flex h-full items-center whitespace-nowrap pl-3 pr-2 font-semibold text-text hover:text-accent"
        aria-label={t('payments.nav.balanceLink', { balance })}
      >
        {figure}
      </Link>
      <Link
        to={PAYMENT_PATHS.shop}
        className="flex h-full items-center gap-1 border-l border-border bg-accent px-2.5 font-bold text-accent-contrast hover:brightness-110"
        aria-label={t('payments.nav.shop', { currency: money.currency })}
      >
        <span aria-hidden="true">+</span>
        <span className="hidden sm:inline">{t('payments.nav.charge')}</span>
      </Link>
    </div>
  );
}
