import { useState } from 'react';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { useBrand, useMembersOnly } from '@onair/store';
import { Button, type ButtonProps } from '@onair/ui';
import { SubscribeDialog } from './SubscribeDialog';
import { useActiveSubscription } from './use-active-subscription';

export type SubscribeButtonProps = { channelId: number; channelName: string } & Pick<
  ButtonProps,
  'size' | 'variant' | 'className'
>;

/**
 * 구독 for a channel: the subscribe dialog for a member (구독 중 once they subscribe), 회원 전용 for a
 * visitor; absent where the brand has no subscriptions.
 */
export function SubscribeButton({
  channelId,
  channelName,
  size,
  variant = 'secondary',
  className,
}: SubscribeButtonProps) {
  const t = useT();
  const brand = useBrand();
  const membersOnly = useMembersOnly();
  const [open, setOpen] = useState(false);
  const active = useActiveSubscription(channelId);
  if (!isFeatureOn(brand, 'subscriptions')) return null;
  return (
    <>
      <Button size={size} variant={variant} className={className} onClick={() => membersOnly(() => setOpen(true))}>
        {active ? (
          <>
            <span aria-hidden="true">✓</span>
            {t('payments.subscription.state.subscribed')}
          </>
        ) : (
          t('payments.subscription.open')
        )}
      </Button>
      <SubscribeDialog open={open} onClose={() => setOpen(false)} channelId={channelId} channelName={channelName} />
    </>
  );
}
