import { Link } from 'react-router';
import type { ChannelSummary } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { MEMBER_PATHS } from '@onair/member/nav';
import { ChannelRow } from './ChannelRow';

/**
 * The followed channels that are live now, most viewers first (the API's order). With none live the
 * row stays and says so, with the way to the member's follows (my page), rather than vanishing: it is
 * the first thing a member looks for on the home page.
 */
export function FollowedLiveRow({ channels }: { channels: ChannelSummary[] }) {
  const t = useT();
  return (
    <ChannelRow
      title={t('home.followedLive')}
      channels={channels}
      empty={
        <p className="flex flex-wrap items-center gap-x-3 rounded border border-border bg-surface px-4 py-2 text-sm text-muted">
          <span className="py-2">{t('home.followedLiveEmpty')}</span>
          <Link
            to={MEMBER_PATHS.myPage}
            className="inline-flex min-h-10 items-center font-semibold text-accent underline-offset-2 hover:underline"
          >
            {t('home.followedList')}
          </Link>
        </p>
      }
    />
  );
}
