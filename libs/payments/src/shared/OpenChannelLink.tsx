import { Link } from 'react-router';
import { useT } from '@onair/i18n';

/**
 * Where a member opens their channel: libs/channel's MY_CHANNEL_PATH, which the shell mounts. That
 * library imports this one (the live room's gift dialog), so this one names the path itself.
 */
const MY_CHANNEL_PATH = '/my/channel';

/** A streamer-only page's next step for a member without a channel: open one. */
export function OpenChannelLink() {
  const t = useT();
  return (
    <Link to={MY_CHANNEL_PATH} className="mt-2 block font-semibold text-accent hover:underline">
      {t('channel.open.menu')}
    </Link>
  );
}
