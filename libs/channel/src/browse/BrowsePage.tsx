import { useSearchParams } from 'react-router';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { ErrorState, LoadingState } from '@onair/ui';
import { CategoryTile } from './CategoryTile';
import { LiveChannelList } from './LiveChannelList';
import { TagFilter } from './TagFilter';

/**
 * /browse: every category, most live viewers first, each with its live count; with ?tag= the live
 * channels of that tag in every category.
 */
export function BrowsePage() {
  const t = useT();
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim() || undefined;
  const categories = guestApi.useListCategoriesQuery();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-xl font-bold text-text">{tag ? t('browse.taggedTitle', { tag }) : t('browse.title')}</h1>
      <TagFilter key={tag ?? ''} {...(tag ? { tag } : {})} />
      {tag ? (
        <LiveChannelList tag={tag} label={t('browse.taggedTitle', { tag })} />
      ) : categories.isLoading ? (
        <LoadingState />
      ) : categories.isError || !categories.data ? (
        <ErrorState onRetry={() => void categories.refetch()} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label={t('browse.categories')}>
          {categories.data.items.map((category) => (
            <li key={category.categoryId}>
              <CategoryTile category={category} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
