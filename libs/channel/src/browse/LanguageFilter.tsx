import { Link } from 'react-router';
import { BROADCAST_LANGUAGES, type BroadcastLanguage } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { browsePath } from './browse-paths';

const chip = 'rounded-full border px-3 py-1 text-sm whitespace-nowrap';
const chosen = `${chip} border-accent bg-accent text-accent-contrast font-semibold`;
const other = `${chip} border-border text-muted hover:text-text`;

/** Narrows browse to broadcasts in one language (or every language), keeping the category and tag. */
export function LanguageFilter({ slug, tag, language }: { slug?: string; tag?: string; language?: BroadcastLanguage }) {
  const t = useT();
  const options: { code?: BroadcastLanguage; label: string }[] = [
    { label: t('browse.anyLanguage') },
    ...BROADCAST_LANGUAGES.map((code) => ({ code, label: t(`browse.languageName.${code}`) })),
  ];
  return (
    <nav aria-label={t('browse.languageFilter')}>
      <ul className="flex flex-wrap gap-2">
        {options.map(({ code, label }) => (
          <li key={code ?? 'any'}>
            <Link
              to={browsePath(slug, tag, code)}
              aria-current={code === language ? 'page' : undefined}
              className={code === language ? chosen : other}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
