import { Link, useLocation, useSearchParams } from 'react-router';
import { serviceDisplayName } from '@onair/brand';
import { ChannelSearchForm, SearchIcon, searchPath } from '@onair/channel';
import { useT } from '@onair/i18n';
import { selectLocale, selectProfile, useAppSelector, useBrand } from '@onair/store';
import { BrandMark } from './BrandMark';
import { HeaderAccount } from './HeaderAccount';
import { BrowseLink } from './BrowseLink';

export function SiteHeader() {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  const signedIn = useAppSelector(selectProfile) !== null;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // On the results page the header's box says what was searched for, and follows a new search.
  const searched = pathname === searchPath() ? (params.get('keyword') ?? '') : '';
  return (
    <header className="sticky top-0 z-30 h-[var(--onair-site-header-height)] border-b border-border bg-surface/95 backdrop-blur">
      {/* The search box follows the brand's name and the account corner is pushed right: centred
          between the two, the box moved sideways whenever the balance or the nickname changed width. */}
      {/* Below 400 px (a 360 px Galaxy) a member's row is full: there the sides and the brand's name give
          up a few px each, so that a balance of 9999.9만 still shows whole (BalanceChip cuts larger ones). */}
      <div className="mx-auto flex h-full w-full max-w-7xl items-center gap-2 px-3 max-[400px]:px-2 sm:gap-3 sm:px-6">
        {/* 40 px tall like every control of the header: a thumb on a phone (SOOP and Twitch keep 40-44). */}
        <Link
          to="/"
          className="flex h-10 min-w-10 shrink-0 items-center gap-1.5 text-lg font-extrabold tracking-tight text-accent max-[400px]:gap-1 max-[400px]:text-base"
        >
          <BrandMark code={brand.code} />
          {/* A member's phone row (search, balance, +, bell, messages, menu) has no room for the brand's
              name beside its mark: at 360 px it cut a balance of 5만 러브 to "5…". The mark leads home
              there, and the name stays the link's name. */}
          <span className={signedIn ? 'max-[480px]:sr-only' : undefined}>{serviceDisplayName(brand, locale)}</span>
        </Link>
        {/* A phone has room for the magnifier only; it opens the search page, which has its own box. */}
        <ChannelSearchForm key={searched} keyword={searched} className="hidden max-w-md flex-1 sm:flex lg:ml-6" />
        <nav className="ml-auto flex min-w-0 items-center gap-2 text-sm max-sm:gap-1">
          <Link
            to={searchPath()}
            aria-label={t('search.open')}
            // 40 px to tap, 32 px of the row: the rest reaches into the gaps (a phone's header is full at 360 px).
            className="-mx-1 flex h-10 w-10 shrink-0 items-center justify-center rounded text-muted hover:text-text sm:hidden"
          >
            <SearchIcon />
          </Link>
          {/* On a phone the brand name already leads home; the room goes to the account buttons. */}
          <Link to="/" className="hidden rounded px-3 py-1.5 text-muted hover:text-text sm:inline">
            {t('nav.home')}
          </Link>
          <BrowseLink />
          <HeaderAccount />
        </nav>
      </div>
    </header>
  );
}
