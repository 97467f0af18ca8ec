import { useFormatDateTime, useT } from '@onair/i18n';
import type { myApi } from '@onair/api-client';
import { ListRow } from '../shared/ListRow';
import { useMoney } from '../shared/use-money';
import { CancelRenewalButton } from './CancelRenewalButton';
import { RENEWAL_PRICE, renews } from './renewal';
import { PLAN_KEYS, SUBSCRIPTION_STATE_KEYS } from './subscription-labels';

/** One subscription: channel, plan, state, until when, the next charge, and 갱신 해지 (one action) while it renews itself. */
export function SubscriptionRow({ subscription }: { subscription: myApi.Subscription }) {
  const t = useT();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const renewing = renews(subscription);

  return (
    <ListRow
      title={subscription.channelName}
      detail={[
        t(PLAN_KEYS[subscription.plan]),
        t('payments.subscription.expiresAt', { date: formatDateTime(subscription.expiresAt, false) }),
        renewing
          ? t('payments.subscription.nextRenewal', {
              date: formatDateTime(subscription.expiresAt, false),
              price: money.amount(RENEWAL_PRICE),
            })
          : null,
      ]
        .filter(Boolean)
        .join(' · ')}
      figure={
        <span className="rounded bg-surface-raised px-2 py-0.5 text-xs font-semibold">
          {t(SUBSCRIPTION_STATE_KEYS[subscription.state] ?? 'payments.state.unknown')}
        </span>
      }
      action={renewing && <CancelRenewalButton subscription={subscription} />}
    />
  );
}
