import { PAGE_SIZES } from '@onair/contracts';
import { useListChannelsQuery } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import { ChannelCard } from './ChannelCard';

/** The home page's channel list: live channels first, from the API through the generated client. */
export function ChannelGrid() {
  const t = useT();
  const { data, isLoading, isError, refetch } = useListChannelsQuery({ size: PAGE_SIZES.streams });

  if (isLoading) {
    return (
      <p role="status" className="py-12 text-center text-muted">
        {t('common.loading')}
      </p>
    );
  }
  if (isError || !data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-muted">
        <p>{t('home.loadError')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (data.items.length === 0) {
    return <p className="py-12 text-center text-muted">{t('home.empty')}</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-x-4 gap-y-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={t('home.channels')}>
      {data.items.map((channel) => (
        <li key={channel.channelId}>
          <ChannelCard channel={channel} />
        </li>
      ))}
    </ul>
  );
}
