import { guestApi } from '@onair/api-client';
import type { BroadcastLanguage } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { ErrorState, LoadingState } from '@onair/ui';
import { CategoryTile } from './CategoryTile';

/**
 * The categories, most live viewers first; with a language, their live channels and viewers count
 * only the broadcasts in it (and so does the order), and each tile keeps the language.
 */
export function CategoryTiles({ language }: { language?: BroadcastLanguage }) {
  const t = useT();
  const categories = guestApi.useListCategoriesQuery(language ? { language } : {});
  if (categories.isLoading) return <LoadingState />;
  if (categories.isError || !categories.data) return <ErrorState onRetry={() => void categories.refetch()} />;
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
      aria-label={t('browse.categories')}
    >
      {categories.data.items.map((category) => (
        <li key={category.categoryId}>
          <CategoryTile category={category} {...(language ? { language } : {})} />
        </li>
      ))}
    </ul>
  );
}
