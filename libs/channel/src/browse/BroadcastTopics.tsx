import { Link } from 'react-router';
import { guestApi } from '@onair/api-client';
import { selectLocale, useAppSelector } from '@onair/store';
import { browsePath } from './browse-paths';
import { categoryName } from './category-name';
import { TagList } from './TagList';

/** The live page's category (a link to its browse page) and #tags (each a link to its channels). */
export function BroadcastTopics({ categoryId, tags }: { categoryId?: number | null; tags?: readonly string[] }) {
  const locale = useAppSelector(selectLocale);
  const categories = guestApi.useListCategoriesQuery({}, { skip: !categoryId });
  const category = categoryId ? categories.data?.items.find((item) => item.categoryId === categoryId) : undefined;
  if (!category && (!tags || tags.length === 0)) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      {category && (
        <Link
          to={browsePath(category.slug)}
          className="rounded-full border border-accent/40 px-2 py-0.5 text-xs font-semibold text-accent hover:bg-accent/10"
        >
          {categoryName(category, locale)}
        </Link>
      )}
      <TagList tags={tags} linked />
    </div>
  );
}
