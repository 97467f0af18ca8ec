import { Link } from 'react-router';
import type { ChannelSummary } from '@onair/api-client';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector } from '@onair/store';
import { categoryName } from '../browse/category-name';
import { livePath } from '../live/live-paths';

/**
 * Followed channels, live first (the API's order: most viewers first, then the offline ones by name):
 * each live one with its viewers and category; compact shows the avatars alone.
 */
export function FollowedChannelItems({ channels, compact = false }: { channels: readonly ChannelSummary[]; compact?: boolean }) {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  const categories = guestApi.useListCategoriesQuery({});
  const nameOf = (categoryId: number | null | undefined) => {
    const category = categoryId ? categories.data?.items.find((item) => item.categoryId === categoryId) : undefined;
    return category ? categoryName(category, locale) : null;
  };
  return (
    <ul className="flex flex-col">
      {channels.map((channel) => (
        <li key={channel.channelId}>
          <Link
            to={livePath(channel.channelId)}
            aria-label={compact ? channel.name : undefined}
            title={compact ? channel.name : undefined}
            className={`flex items-center gap-2 rounded px-2 py-1.5 hover:bg-surface-raised ${channel.isLive ? '' : 'opacity-60'}`}
          >
            <span className="relative flex h-8 w-8 shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-surface-raised text-xs font-semibold text-text">
              {channel.profileImageUrl ? (
                <img src={channel.profileImageUrl} alt="" className="h-full w-full object-cover" />
              ) : (
                channel.name.slice(0, 1)
              )}
              {channel.isLive && <span aria-hidden="true" className="absolute bottom-0 right-0 h-2 w-2 rounded-full bg-danger" />}
            </span>
            {!compact && (
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-sm font-semibold text-text">{channel.name}</span>
                  {channel.isLive ? (
                    <span className="shrink-0 text-xs text-danger">{t('home.viewers', { count: channel.viewerCount })}</span>
                  ) : (
                    <span className="shrink-0 text-xs text-muted">{t('home.offline')}</span>
                  )}
                </span>
                {channel.isLive && nameOf(channel.categoryId) && (
                  <span className="truncate text-xs text-muted">{nameOf(channel.categoryId)}</span>
                )}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
