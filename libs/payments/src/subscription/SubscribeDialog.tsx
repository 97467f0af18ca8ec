import { useEffect } from 'react';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectIsSignedIn, useAppSelector, useBrand, useMembersOnly } from '@onair/store';
import { Dialog } from '@onair/ui';
import { ActiveSubscriptionNotice } from './ActiveSubscriptionNotice';
import { SubscribeForm } from './SubscribeForm';
import { useActiveSubscription } from './use-active-subscription';

export type SubscribeDialogProps = { open: boolean; onClose: () => void; channelId: number; channelName: string };

/**
 * Subscribes to a channel: one month (3,300, renewed monthly unless turned off) or three months
 * (9,900), paid from the wallet or with a subscription ticket. A member already subscribed is told
 * until when instead of being sold a second one. A visitor gets the 회원 전용 dialog; where the brand
 * has no subscriptions it never opens.
 */
export function SubscribeDialog({ open, onClose, channelId, channelName }: SubscribeDialogProps) {
  const t = useT();
  const brand = useBrand();
  const signedIn = useAppSelector(selectIsSignedIn);
  const membersOnly = useMembersOnly();
  const offered = isFeatureOn(brand, 'subscriptions');
  const active = useActiveSubscription(channelId);
  useEffect(() => {
    if (open && offered && !signedIn) {
      membersOnly();
      onClose();
    }
  }, [open, offered, signedIn, membersOnly, onClose]);
  return (
    <Dialog
      open={open && offered && signedIn}
      onClose={onClose}
      title={t(active ? 'payments.subscription.activeTitle' : 'payments.subscription.title', { channelName })}
      showCloseButton
      closeLabel={t('common.close')}
    >
      {active ? (
        <ActiveSubscriptionNotice subscription={active} onDone={onClose} />
      ) : (
        <SubscribeForm channelId={channelId} channelName={channelName} onDone={onClose} />
      )}
    </Dialog>
  );
}
