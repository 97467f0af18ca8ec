import { guestApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { ErrorState, LoadingState } from '@onair/ui';
import { ChannelCard } from '../home/ChannelCard';
import { CHANNEL_GRID } from '../home/ChannelListPage';
import { EmptyState } from '../shared/EmptyState';

/** The live channels of a category and/or a tag, most viewers first. */
export function LiveChannelList({ slug, tag, label }: { slug?: string; tag?: string; label: string }) {
  const t = useT();
  const query = guestApi.useBrowseLiveQuery({
    ...(slug ? { category: slug } : {}),
    ...(tag ? { tag } : {}),
    page: 1,
    size: PAGE_SIZES.streams * 2,
  });
  if (query.isLoading) return <LoadingState />;
  if (query.isError || !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState>{t('browse.emptyLive')}</EmptyState>;
  return (
    <ul className={CHANNEL_GRID} aria-label={label}>
      {query.data.items.map((channel) => (
        <li key={channel.channelId}>
          <ChannelCard channel={channel} />
        </li>
      ))}
    </ul>
  );
}
