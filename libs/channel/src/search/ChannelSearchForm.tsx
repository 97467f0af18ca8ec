import { lazy, Suspense, useId, useState, type FocusEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CHANNEL_SEARCH_MAX_LENGTH } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { searchPath } from './search-paths';

// The suggestions come with the first key typed: the header's box is on every page's first screen.
const SearchSuggestions = lazy(async () => ({ default: (await import('./SearchSuggestions')).SearchSuggestions }));


export type ChannelSearchFormProps = {
  /** What the box starts with: the keyword of the results on show. */
  keyword?: string;
  /** The results page's own box takes the focus; the header's never does. */
  autoFocus?: boolean;
  className?: string;
};

/**
 * The site's search box (header and results page): a keyword goes to /search?keyword=; a blank
 * one goes nowhere, since "everything" is what the home page already lists.
 */
export function ChannelSearchForm({ keyword = '', autoFocus = false, className = '' }: ChannelSearchFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const inputId = useId();
  // One field in plain state: react-hook-form would put its 14 kB (gzip) into every page's first JavaScript.
  const [typed, setTyped] = useState(keyword);
  // Suggestions show while the box (or a suggestion in it) has the focus, and go on Escape or a pick.
  const [suggesting, setSuggesting] = useState(false);
  // A keyword without the spaces around it; a blank one is not searched (and says nothing: the box is
  // its own hint). One rule, in a line: a schema library would add 4 kB (gzip) to every first screen.
  const search = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim();
    if (wanted === '') return;
    setSuggesting(false);
    void navigate(searchPath(wanted));
  };
  const leave = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setSuggesting(false);
  };
  return (
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={search}
      onBlur={leave}
      onKeyDown={(event) => event.key === 'Escape' && setSuggesting(false)}
      className={`relative flex min-w-0 ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.keyword')}
      </label>
      <input
        id={inputId}
        type="search"
        maxLength={CHANNEL_SEARCH_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        autoFocus={autoFocus}
        enterKeyHint="search"
        autoComplete="off"
        name="keyword"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setSuggesting(true);
        }}
        className="h-10 min-w-0 flex-1 rounded-l border border-r-0 border-border bg-bg px-3 text-sm text-text placeholder:text-muted"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="flex h-10 w-11 shrink-0 items-center justify-center rounded-r border border-border bg-surface-raised text-text hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
      >
        <SearchIcon />
      </button>
      {suggesting && (
        <Suspense fallback={null}>
          <SearchSuggestions text={typed} onPick={() => setSuggesting(false)} />
        </Suspense>
      )}
    </form>
  );
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4.5 4.5" strokeLinecap="round" />
    </svg>
  );
}
