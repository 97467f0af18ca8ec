import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { SUBSCRIPTION_STATE } from '@onair/contracts';
import { useFormatDateTime, useT } from '@onair/i18n';
import { Button, ConfirmDialog, notify } from '@onair/ui';
import { ListRow } from '../shared/ListRow';
import { readMoneyFailure } from '../shared/money-failure';
import { useMoneyErrorText } from '../shared/use-money-error-text';
import { PLAN_KEYS, SUBSCRIPTION_STATE_KEYS } from './subscription-labels';

/** One subscription: channel, plan, state, until when, and 갱신 해지 while it renews itself. */
export function SubscriptionRow({ subscription }: { subscription: myApi.Subscription }) {
  const t = useT();
  const errorText = useMoneyErrorText();
  const formatDateTime = useFormatDateTime();
  const [cancelRenewal, { isLoading }] = myApi.useMyCancelRenewalMutation();
  const [confirming, setConfirming] = useState(false);
  const renews = subscription.state === SUBSCRIPTION_STATE.subscribed && subscription.autoRenew;

  const confirm = async () => {
    try {
      await cancelRenewal({ subscriptionId: String(subscription.subscriptionId) }).unwrap();
      notify.success(t('payments.subscription.renewalCancelled'));
    } catch (failure) {
      notify.error(errorText(readMoneyFailure(failure)));
    }
  };

  return (
    <ListRow
      title={subscription.channelName}
      detail={[
        t(PLAN_KEYS[subscription.plan]),
        t('payments.subscription.expiresAt', { date: formatDateTime(subscription.expiresAt, false) }),
        renews ? t('payments.subscription.renewsMonthly') : null,
      ]
        .filter(Boolean)
        .join(' · ')}
      figure={
        <span className="rounded bg-surface-raised px-2 py-0.5 text-xs font-semibold">
          {t(SUBSCRIPTION_STATE_KEYS[subscription.state] ?? 'payments.state.unknown')}
        </span>
      }
      action={
        renews && (
          <>
            <Button variant="secondary" size="sm" loading={isLoading} onClick={() => setConfirming(true)}>
              {t('payments.subscription.cancelRenewal')}
            </Button>
            <ConfirmDialog
              open={confirming}
              onClose={() => setConfirming(false)}
              onConfirm={() => void confirm()}
              confirmText={t('payments.subscription.cancelRenewal')}
              cancelText={t('common.cancel')}
              title={t('common.notice')}
            >
              {t('payments.subscription.cancelRenewalConfirm', {
                channelName: subscription.channelName,
                date: formatDateTime(subscription.expiresAt, false),
              })}
            </ConfirmDialog>
          </>
        )
      }
    />
  );
}
