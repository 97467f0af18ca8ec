import { guestApi } from '@onair/api-client';
import { PAGE_SIZES, type BroadcastLanguage } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { ErrorState, LoadingState } from '@onair/ui';
import { ChannelCard } from '../home/ChannelCard';
import { CHANNEL_GRID } from '../home/ChannelListPage';
import { EmptyState } from '../shared/EmptyState';

/** The live channels of a category, a tag, a language (any of these), most viewers first. */
export function LiveChannelList({
  slug,
  tag,
  language,
  label,
}: {
  slug?: string;
  tag?: string;
  language?: BroadcastLanguage;
  label: string;
}) {
  const t = useT();
  const query = guestApi.useBrowseLiveQuery({
    ...(slug ? { category: slug } : {}),
    ...(tag ? { tag } : {}),
    ...(language ? { language } : {}),
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
