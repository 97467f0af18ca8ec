import { Link, useParams, useSearchParams } from 'react-router';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector } from '@onair/store';
import { browsePath } from './browse-paths';
import { categoryName } from './category-name';
import { LiveChannelList } from './LiveChannelList';
import { TagFilter } from './TagFilter';

/** /browse/:slug: a category's live channels, most viewers first; ?tag= narrows them. */
export function CategoryPage() {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim() || undefined;
  // The same query the list makes: its answer names the category (or 404s for an unknown one).
  const head = guestApi.useBrowseLiveQuery({ category: slug, ...(tag ? { tag } : {}), page: 1, size: 40 });
  const category = head.data?.category;
  if (head.isError) {
    return (
      <div className="flex flex-col gap-3">
        <h1 className="text-xl font-bold text-text">{t('browse.noCategory')}</h1>
        <Link to={browsePath()} className="text-sm text-accent">
          {t('browse.allCategories')}
        </Link>
      </div>
    );
  }
  const name = category ? categoryName(category, locale) : '';
  return (
    <div className="flex flex-col gap-5">
      <nav className="text-sm text-muted">
        <Link to={browsePath()} className="hover:text-text">
          {t('browse.title')}
        </Link>
      </nav>
      <h1 className="text-xl font-bold text-text">
        {name}
        {category && category.liveChannels > 0 && (
          <span className="ml-3 text-sm font-normal text-muted">
            {t('browse.liveChannels', { count: category.liveChannels })} · {t('home.viewers', { count: category.viewerCount })}
          </span>
        )}
      </h1>
      <TagFilter key={tag ?? ''} slug={slug} {...(tag ? { tag } : {})} />
      <LiveChannelList slug={slug} {...(tag ? { tag } : {})} label={name || slug} />
    </div>
  );
}
