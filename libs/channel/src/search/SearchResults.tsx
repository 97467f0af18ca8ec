import { useListChannelsQuery } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { ErrorState, LoadingState } from '@onair/ui';
import { ChannelCard } from '../home/ChannelCard';
import { CHANNEL_GRID } from '../home/ChannelListPage';
import { MoreChannelPages } from '../home/MoreChannelPages';

/** The keyword's channels, live ones first (an exact name before them), 20 at a time. */
export function SearchResults({ keyword }: { keyword: string }) {
  const t = useT();
  const query = useListChannelsQuery({ keyword, page: 1, size: PAGE_SIZES.streams });
  if (query.isLoading) return <LoadingState />;
  if (query.isError || !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const { items, total } = query.data;
  return (
    <div className="flex flex-col gap-5">
      <p role="status" className="text-sm text-muted">
        {total === 0 ? t('search.none', { keyword }) : t('search.count', { count: total })}
      </p>
      {items.length > 0 && (
        <ul className={CHANNEL_GRID} aria-label={t('search.results')}>
          {items.map((channel) => (
            <li key={channel.channelId}>
              <ChannelCard channel={channel} />
            </li>
          ))}
        </ul>
      )}
      <MoreChannelPages
        total={total}
        keyword={keyword}
        moreLabel={t('search.more')}
        pageLabel={(page) => t('search.morePage', { page })}
      />
    </div>
  );
}
