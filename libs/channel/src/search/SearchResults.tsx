import { useState } from 'react';
import { useListChannelsQuery } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, ErrorState, LoadingState } from '@onair/ui';
import { ChannelCard } from '../home/ChannelCard';

const GRID = 'grid grid-cols-1 gap-x-4 gap-y-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** One page of results; the next is asked for only when the viewer wants more. */
function ResultPage({
  keyword,
  page,
  last,
  onMore,
}: {
  keyword: string;
  page: number;
  last: boolean;
  onMore: () => void;
}) {
  const t = useT();
  const query = useListChannelsQuery({ keyword, page, size: PAGE_SIZES.streams });
  if (query.isLoading) return <LoadingState />;
  if (query.isError || !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  const { items, total } = query.data;
  const more = last && page * PAGE_SIZES.streams < total;
  return (
    <>
      {page === 1 && (
        <p role="status" className="text-sm text-muted">
          {total === 0 ? t('search.none', { keyword }) : t('search.count', { count: total })}
        </p>
      )}
      {items.length > 0 && (
        <ul className={GRID} aria-label={page === 1 ? t('search.results') : t('search.morePage', { page })}>
          {items.map((channel) => (
            <li key={channel.channelId}>
              <ChannelCard channel={channel} />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Button variant="secondary" className="self-center" onClick={onMore}>
          {t('search.more')}
        </Button>
      )}
    </>
  );
}

/** The keyword's channels, live ones first (an exact name before them), 20 at a time. */
export function SearchResults({ keyword }: { keyword: string }) {
  const [pages, setPages] = useState(1);
  return (
    <div className="flex flex-col gap-5">
      {Array.from({ length: pages }, (_, index) => (
        <ResultPage
          key={index}
          keyword={keyword}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </div>
  );
}
