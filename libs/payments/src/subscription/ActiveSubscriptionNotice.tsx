import { Link } from 'react-router';
import { useFormatDateTime, useT } from '@onair/i18n';
import { PAYMENT_PATHS } from '../nav/paths';
import { useMoney } from '../shared/use-money';
import { CancelRenewalButton } from './CancelRenewalButton';
import { RENEWAL_PRICE, renews } from './renewal';
import type { Subscription } from './use-active-subscription';

/**
 * In place of the purchase form when the member already subscribes: until when, and for a renewing
 * one the next charge (date and price) with 갱신 해지 right here, one action, where it was agreed to.
 */
export function ActiveSubscriptionNotice({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const t = useT();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const date = formatDateTime(subscription.expiresAt, false);
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded bg-accent/10 px-3 py-3 text-sm text-text">
        {t('payments.subscription.activeUntil', { date })}
        {renews(subscription) && (
          <>
            <br />
            {t('payments.subscription.nextRenewal', { date, price: money.amount(RENEWAL_PRICE) })}
          </>
        )}
      </p>
      {renews(subscription) && <CancelRenewalButton subscription={subscription} fullWidth />}
      <Link
        to={PAYMENT_PATHS.subscriptions}
        onClick={onDone}
        className="inline-flex h-12 w-full items-center justify-center rounded border border-border bg-surface-raised text-base font-semibold text-text hover:border-accent"
      >
        {t('payments.nav.subscriptions')}
      </Link>
    </div>
  );
}
