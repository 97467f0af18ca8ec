import { useListChannelsQuery } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { ErrorState, LoadingState } from '@onair/ui';
import { ChannelCard } from './ChannelCard';

export const CHANNEL_GRID = 'grid grid-cols-1 gap-x-4 gap-y-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** One later page of the channel list (or of a search), as cards, with its own loading and error states. */
export function ChannelListPage({ page, keyword, label }: { page: number; keyword?: string; label: string }) {
  const query = useListChannelsQuery({ page, size: PAGE_SIZES.streams, ...(keyword ? { keyword } : {}) });
  if (query.isLoading) return <LoadingState />;
  if (query.isError || !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return null;
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
