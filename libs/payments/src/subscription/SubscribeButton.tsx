import { lazy, Suspense, useState } from 'react';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { useBrand, useMembersOnly } from '@onair/store';
import { Button, useShownOnce, type ButtonProps } from '@onair/ui';
import { useActiveSubscription } from './use-active-subscription';

// The dialog (its form, the wallet and the prices) comes with the first tap: the button is on every
// live page's first screen, and the dialog's code is most of what this library would add to it.
const SubscribeDialog = lazy(async () => ({ default: (await import('./SubscribeDialog')).SubscribeDialog }));

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
  const used = useShownOnce(open);
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
      {used && (
        <Suspense fallback={null}>
          <SubscribeDialog open={open} onClose={() => setOpen(false)} channelId={channelId} channelName={channelName} />
        </Suspense>
      )}
    </>
  );
}
