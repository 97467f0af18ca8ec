import { useMemo } from 'react';
import { isFeatureOn, type FeatureFlag } from '@onair/brand';
import { useT, type MessageKey } from '@onair/i18n';
import { useMoney } from '../shared/useMoney';
import { PAYMENT_PATHS } from './paths';

export type PaymentNavLink = { key: keyof typeof PAYMENT_PATHS; to: string; label: string };

const LINKS: Array<{
  key: Exclude<keyof typeof PAYMENT_PATHS, 'paymentResult'>;
  label: MessageKey;
  flag?: FeatureFlag;
}> = [
  { key: 'wallet', label: 'payments.nav.wallet' },
  { key: 'shop', label: 'payments.nav.shop', flag: 'luvPurchase' },
  { key: 'subscriptions', label: 'payments.nav.subscriptions', flag: 'subscriptions' },
  { key: 'exchange', label: 'payments.nav.exchange', flag: 'exchangeEvents' },
  { key: 'earnings', label: 'payments.nav.earnings', flag: 'withdrawals' },
];

/** The member's money pages for a menu, each only where the brand offers its feature. */
export function usePaymentNavLinks(): PaymentNavLink[] {
  const t = useT();
  const { brand, currency } = useMoney();
  return useMemo(
    () =>
      LINKS.filter((link) => !link.flag || isFeatureOn(brand, link.flag)).map((link) => ({
        key: link.key,
        to: PAYMENT_PATHS[link.key],
        label: t(link.label, { currency }),
      })),
    [t, brand, currency],
  );
}
