import { myApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { Button, notify } from '@onair/ui';
import { readMoneyFailure } from '../shared/money-failure';
import { useMoneyErrorText } from '../shared/use-money-error-text';
import type { Subscription } from './use-active-subscription';

/**
 * 자동 갱신 해지 in one action, where the renewal was agreed to (the KCC 2018 guideline: cancelling
 * must be as easy as subscribing). What is paid for stays until its end, which the notice says.
 */
export function CancelRenewalButton({
  subscription,
  fullWidth = false,
}: {
  subscription: Subscription;
  fullWidth?: boolean;
}) {
  const t = useT();
  const errorText = useMoneyErrorText();
  const formatDateTime = useFormatDateTime();
  const [cancelRenewal, { isLoading }] = myApi.useMyCancelRenewalMutation();

  const cancel = async () => {
    try {
      await cancelRenewal({ subscriptionId: String(subscription.subscriptionId) }).unwrap();
      notify.success(
        t('payments.subscription.renewalCancelledUntil', { date: formatDateTime(subscription.expiresAt, false) }),
      );
    } catch (failure) {
      notify.error(errorText(readMoneyFailure(failure)));
    }
  };

  return (
    <Button
      variant="secondary"
      size={fullWidth ? 'md' : 'sm'}
      fullWidth={fullWidth}
      loading={isLoading}
      onClick={() => void cancel()}
    >
      {t('payments.subscription.cancelRenewal')}
    </Button>
  );
}
