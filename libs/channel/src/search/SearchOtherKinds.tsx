import { Link } from 'react-router';
import { guestApi } from '@onair/api-client';
import { SEARCH_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { CategoryTile } from '../browse/CategoryTile';
import { replayPath } from '../replays/replay-paths';

/** The search page's categories and replays sections; each shows only when something is found. */
export function SearchOtherKinds({ keyword }: { keyword: string }) {
  const t = useT();
  const { data } = guestApi.useSearchAllQuery({ q: keyword, size: SEARCH_SIZES.page });
  if (!data) return null;
  return (
    <>
      {data.categories.length > 0 && (
        <section aria-label={t('search.categories')} className="flex flex-col gap-3">
          <h2 className="text-base font-bold text-text">{t('search.categories')}</h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {data.categories.map((category) => (
              <li key={category.categoryId}>
                <CategoryTile category={category} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.replays.length > 0 && (
        <section aria-label={t('search.replays')} className="flex flex-col gap-3">
          <h2 className="text-base font-bold text-text">{t('search.replays')}</h2>
          <ul className="flex flex-col divide-y divide-border rounded bg-surface">
            {data.replays.map((replay) => (
              <li key={replay.recordedStreamId}>
                <Link
                  to={replayPath(replay.channelId, replay.recordedStreamId)}
                  className="flex flex-wrap items-baseline gap-x-3 px-4 py-3 text-sm hover:bg-surface-raised"
                >
                  <span className="font-semibold text-text">{replay.title}</span>
                  <span className="text-xs text-muted">{replay.channelName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
