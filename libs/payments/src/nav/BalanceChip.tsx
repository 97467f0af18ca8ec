import { Link, useLocation } from 'react-router';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { compactCount } from '../shared/compact-count';
import { useMoney } from '../shared/use-money';
import { useWallet } from '../shared/use-wallet';
import { shopPathFrom } from '../shop/live-return';
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
  const { pathname } = useLocation();
  if (!sellsCurrency || wallet.isUninitialized) return null;
  const balance = wallet.data ? money.amount(wallet.data.luv) : money.currency;
  // The figure always carries the currency's name: "0 +" alone says nothing of what is counted. A
  // phone's header holds the brand, this chip, messages, the menu and 로그아웃 in 358 px, so there
  // the number is shortened from 10,000 on (1.2만 러브); from sm up it is written out (12,500 러브).
  // Each figure is one text, so the space before the name survives the link being a flex box. Below
  // 10,000 both are the same text, written once.
  const compact = wallet.data ? `${compactCount(wallet.data.luv, money.locale)} ${money.currency}` : money.currency;
  const figure =
    compact === balance ? (
      balance
    ) : (
      <>
        <span className="sm:hidden">{compact}</span>
        <span className="hidden sm:inline">{balance}</span>
      </>
    );
  return (
    // 40 px tall on a phone, as every control of its header (a thumb), and the + at least as wide: there
    // the outline is an inset ring, which takes none of the links' height as a border would. On a phone
    // too narrow for the figure (at 360 px, a balance of 억s) it gives way with an ellipsis, its end (the
    // currency's name) first, rather than push the page sideways; its link's name keeps the whole balance.
    <div className="flex h-8 shrink-0 items-center overflow-hidden max-sm:min-w-0 max-sm:shrink rounded-full border border-border bg-surface-raised text-sm max-sm:h-10 max-sm:border-0 max-sm:ring-1 max-sm:ring-inset max-sm:ring-border">
      <Link
        to={PAYMENT_PATHS.wallet}
        className="flex h-full min-w-0 items-center whitespace-nowrap pl-2 pr-1.5 font-semibold tabular-nums text-text hover:text-accent sm:pl-3 sm:pr-2"
        aria-label={t('payments.nav.balanceLink', { balance })}
      >
        <span className="truncate">{figure}</span>
      </Link>
      <Link
        to={shopPathFrom(PAYMENT_PATHS.shop, pathname)}
        className="flex h-full shrink-0 items-center justify-center gap-1 border-l border-border bg-accent px-2 font-bold max-sm:min-w-10 text-accent-contrast hover:brightness-110 sm:px-2.5"
        aria-label={t('payments.nav.shop', { currency: money.currency })}
      >
        <span aria-hidden="true">+</span>
        <span className="hidden sm:inline">{t('payments.nav.charge')}</span>
      </Link>
    </div>
  );
}
