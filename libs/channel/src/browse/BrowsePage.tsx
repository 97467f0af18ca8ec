import { useT } from '@onair/i18n';
import { LanguageFilter } from './LanguageFilter';
import { CategoryTiles } from './CategoryTiles';
import { LiveChannelList } from './LiveChannelList';
import { TagFilter } from './TagFilter';
import { useBrowseFilters } from './use-browse-filters';

/**
 * /browse: every category, most live viewers first, each with its live count. ?language= counts
 * and orders the tiles by the broadcasts in that language, and lists those broadcasts below them;
 * ?tag= lists the live channels with the tag (in the language) across categories instead of the tiles.
 */
export function BrowsePage() {
  const t = useT();
  const { tag, language } = useBrowseFilters();
  const title = tag
    ? t('browse.taggedTitle', { tag })
    : language
      ? t('browse.languageTitle', { language: t(`browse.languageName.${language}`) })
      : t('browse.title');
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-xl font-bold text-text">{title}</h1>
      <div className="flex flex-col gap-3">
        <TagFilter key={tag ?? ''} {...(tag ? { tag } : {})} {...(language ? { language } : {})} />
        <LanguageFilter {...(tag ? { tag } : {})} {...(language ? { language } : {})} />
      </div>
      {tag ? (
        <LiveChannelList tag={tag} {...(language ? { language } : {})} label={title} />
      ) : (
        <CategoryTiles {...(language ? { language } : {})} />
      )}
      {!tag && language && (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-text">{t('home.liveNow')}</h2>
          <LiveChannelList language={language} label={title} />
        </section>
      )}
    </div>
  );
}
