import { Link, useSearchParams } from 'react-router';
import { browsePath } from '../browse/browse-paths';
import { useT } from '@onair/i18n';
import { ChannelSearchForm } from './ChannelSearchForm';
import { SearchResults } from './SearchResults';
import { SearchOtherKinds } from './SearchOtherKinds';

/**
 * /search?keyword=: the categories and replays that contain the keyword (docs/discovery.md), then this
 * brand's channels whose name, streamer nickname or broadcast title contain it. The box is the page's own too, so a phone (whose header has only the magnifier) types here.
 */
export function SearchPage() {
  const t = useT();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-xl font-bold text-text">
        {keyword ? t('search.resultsFor', { keyword }) : t('search.title')}
      </h1>
      {/* Keyed by the keyword: a new search from the header starts this box from its words. */}
      <ChannelSearchForm key={`box:${keyword}`} keyword={keyword} autoFocus={!keyword} className="max-w-xl" />
      {keyword ? (
        <>
          <SearchOtherKinds key={`kinds:${keyword}`} keyword={keyword} />
          <h2 className="text-base font-bold text-text">{t('search.channels')}</h2>
          <SearchResults key={`results:${keyword}`} keyword={keyword} />
        </>
      ) : (
        <>
          <p className="text-sm text-muted">{t('search.hint')}</p>
          <Link to={browsePath()} className="text-sm font-semibold text-accent hover:underline">
            {t('browse.allCategories')}
          </Link>
        </>
      )}
    </div>
  );
}
