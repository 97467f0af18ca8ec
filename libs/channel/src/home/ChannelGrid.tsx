import { PAGE_SIZES } from '@onair/contracts';
import { useListChannelsQuery } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import { ChannelCard } from './ChannelCard';
import { CHANNEL_GRID as GRID } from './ChannelListPage';
import { MoreChannelPages } from './MoreChannelPages';
/** One row on the widest screens, which is all the first paint needs to keep its place. */
const PLACEHOLDER_CARDS = 4;

/**
 * Live pictures are snapshots taken every 20 s and viewer counts are written every 5 s: asking
 * again this often keeps the cards fresh; a hidden tab does not ask (skipPollingIfUnfocused).
 */
export const HOME_REFRESH_MS = 45_000;

/** The cards a phone's first screen shows (one) and a wide one's first row starts with. */
const EAGER_CARDS = 2;

/** The home page's channel list: live channels first, from the API through the generated client. */
export function ChannelGrid() {
  const t = useT();
  const { data, isLoading, isError, refetch } = useListChannelsQuery(
    { size: PAGE_SIZES.streams },
    // Asked again on every visit, not shown from the cache: a viewer back from a room saw the count of
    // before they joined (0명 시청) while the room said 1명 시청 중.
    { pollingInterval: HOME_REFRESH_MS, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true },
  );

  if (isLoading) {
    // Cards of the real cards' size, so the page does not jump when the list arrives.
    return (
      <ul role="status" aria-busy="true" aria-label={t('common.loading')} className={GRID}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          // Keys of their own: a placeholder keyed 1 would be reused for channel 1 and moved, a layout shift.
          <li key={`placeholder-${index}`} className="flex flex-col gap-2">
            <div className="aspect-video animate-pulse rounded bg-surface-raised" />
            {/* The live card's text: an avatar beside a title and two lines (20 + 16 + 16 px). */}
            <div className="flex gap-2">
              <div className="h-9 w-9 shrink-0 animate-pulse rounded-full bg-surface-raised" />
              <div className="flex min-w-0 flex-1 flex-col">
                <div className="my-0.5 h-4 w-3/4 animate-pulse rounded bg-surface-raised" />
                <div className="my-0.5 h-3 w-1/2 animate-pulse rounded bg-surface-raised" />
                <div className="my-0.5 h-3 w-2/5 animate-pulse rounded bg-surface-raised" />
              </div>
            </div>
          </li>
        ))}
      </ul>
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
    <div className="flex flex-col gap-6">
      <ul className={GRID} aria-label={t('home.channels')}>
        {data.items.map((channel, index) => (
          <li key={channel.channelId}>
            <ChannelCard channel={channel} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      {/* Only the first page is kept fresh: a later one is asked for when the viewer wants it. */}
      <MoreChannelPages
        total={data.total}
        moreLabel={t('home.more')}
        pageLabel={(page) => t('home.morePage', { page })}
      />
    </div>
  );
}
