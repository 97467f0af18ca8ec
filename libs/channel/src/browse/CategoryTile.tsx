import { Link } from 'react-router';
import type { BroadcastLanguage, Category } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector } from '@onair/store';
import { browsePath } from './browse-paths';
import { categoryName } from './category-name';

/**
 * A category on the browse page: its name, and how many channels are live in it with how many
 * viewers (in the language browsed, which its page keeps).
 */
export function CategoryTile({ category, language }: { category: Category; language?: BroadcastLanguage }) {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  const name = categoryName(category, locale);
  return (
    <Link
      to={browsePath(category.slug, undefined, language)}
      aria-label={name}
      className="flex h-full flex-col justify-between gap-3 rounded border border-border bg-surface p-4 hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
    >
      <span className="text-base font-bold text-text">{name}</span>
      <span className="flex flex-wrap gap-x-3 text-xs text-muted">
        {category.liveChannels > 0 ? (
          <>
            <span className="font-semibold text-danger">{t('browse.liveChannels', { count: category.liveChannels })}</span>
            <span>{t('home.viewers', { count: category.viewerCount })}</span>
          </>
        ) : (
          <span>{t('browse.noneLive')}</span>
        )}
      </span>
    </Link>
  );
}
