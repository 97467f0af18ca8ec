import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import { useFollow } from './use-follow';

/**
 * 팔로우 / 팔로잉 for one channel; hidden until its state is known, and from the channel's owner.
 * Filled (the page's main action) until followed; `secondary` keeps it outlined beside a main action of its page.
 */
export function FollowButton({
  channelId,
  size = 'md',
  secondary = false,
}: {
  channelId: number;
  size?: 'sm' | 'md';
  secondary?: boolean;
}) {
  const t = useT();
  const follow = useFollow(channelId);
  if (!follow.known || follow.ownChannel) return null;
  return (
    <Button
      variant={follow.following || secondary ? 'secondary' : 'primary'}
      size={size}
      loading={follow.busy}
      onClick={follow.toggle}
    >
      {follow.following ? t('channel.following') : t('channel.follow')}
    </Button>
  );
}
