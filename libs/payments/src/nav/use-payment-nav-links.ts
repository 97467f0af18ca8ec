import { useMemo } from 'react';
import { isFeatureOn, type FeatureFlag } from '@onair/brand';
import { useT, type MessageKey } from '@onair/i18n';
import { selectProfile, useAppSelector } from '@onair/store';
import { useMoney } from '../shared/use-money';
import { earningsTitleKey } from './earnings-title';
import { PAYMENT_PATHS } from './paths';

export type PaymentNavLink = { key: keyof typeof PAYMENT_PATHS; to: string; label: string };

const LINKS: Array<{
  key: Exclude<keyof typeof PAYMENT_PATHS, 'paymentResult'>;
  label: MessageKey;
  flag?: FeatureFlag;
  /** Only for a member who owns a channel: the page has nothing for anyone else. */
  streamersOnly?: boolean;
}> = [
  { key: 'wallet', label: 'payments.nav.wallet' },
  { key: 'shop', label: 'payments.nav.shop', flag: 'luvPurchase' },
  { key: 'subscriptions', label: 'payments.nav.subscriptions', flag: 'subscriptions' },
  { key: 'exchange', label: 'payments.nav.exchange', flag: 'exchangeEvents' },
  // What the channel received is shown wherever gifts are; its withdrawal part only where withdrawals are on.
  { key: 'earnings', label: 'payments.nav.earnings', flag: 'gifts', streamersOnly: true },
];

/**
 * The member's money pages for a menu, each only where the brand offers its feature; 수익 및 출금
 * (수익 내역 where the brand has no withdrawals) only for a member with a channel (the session's
 * profile already says so: no extra request).
 */
export function usePaymentNavLinks(): PaymentNavLink[] {
  const t = useT();
  const { brand, currency } = useMoney();
  const ownsChannel = (useAppSelector(selectProfile)?.channelId ?? null) !== null;
  return useMemo(
    () =>
      LINKS.filter((link) => !link.flag || isFeatureOn(brand, link.flag))
        .filter((link) => !link.streamersOnly || ownsChannel)
        .map((link) => ({
          key: link.key,
          to: PAYMENT_PATHS[link.key],
          label: t(link.key === 'earnings' ? earningsTitleKey(brand) : link.label, { currency }),
        })),
    [t, brand, currency, ownsChannel],
  );
}
