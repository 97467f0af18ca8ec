import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import { useFollow } from './useFollow';

/** 팔로우 / 팔로잉 for one channel; hidden until its state is known, and from the channel's owner. */
export function FollowButton({ channelId, size = 'md' }: { channelId: number; size?: 'sm' | 'md' }) {
  const t = useT();
  const follow = useFollow(channelId);
  if (!follow.known || follow.ownChannel) return null;
  return (
    <Button
      variant={follow.following ? 'secondary' : 'primary'}
      size={size}
      loading={follow.busy}
      onClick={follow.toggle}
    >
      {follow.following ? t('channel.following') : t('channel.follow')}
    </Button>
  );
}
