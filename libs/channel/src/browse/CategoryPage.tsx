import { Link, useParams } from 'react-router';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector } from '@onair/store';
import { browsePath } from './browse-paths';
import { categoryName } from './category-name';
import { LiveChannelList } from './LiveChannelList';
import { LanguageFilter } from './LanguageFilter';
import { TagFilter } from './TagFilter';
import { useBrowseFilters } from './use-browse-filters';

/** /browse/:slug: a category's live channels, most viewers first; ?tag= and ?language= narrow them. */
export function CategoryPage() {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  const { slug = '' } = useParams();
  const { tag, language } = useBrowseFilters();
  const filters = { ...(tag ? { tag } : {}), ...(language ? { language } : {}) };
  // The same query the list makes: its answer names the category (or 404s for an unknown one).
  const head = guestApi.useBrowseLiveQuery({ category: slug, ...filters, page: 1, size: 40 });
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
      <div className="flex flex-col gap-3">
        <TagFilter key={tag ?? ''} slug={slug} {...filters} />
        <LanguageFilter slug={slug} {...filters} />
      </div>
      <LiveChannelList slug={slug} {...filters} label={name || slug} />
    </div>
  );
}
