import { Link } from 'react-router';
import { useT } from '@onair/i18n';

/**
 * A streamer-only page's next step for a member without a channel: open one. The page is libs/channel's,
 * which imports this library, so the shell that mounts both hands the path down.
 */
export function OpenChannelLink({ to }: { to: string }) {
  const t = useT();
  return (
    <Link to={to} className="mt-2 block font-semibold text-accent hover:underline">
      {t('channel.open.menu')}
    </Link>
  );
}
