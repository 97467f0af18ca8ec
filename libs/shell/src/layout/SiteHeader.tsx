import { Link } from 'react-router';
import { serviceDisplayName } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';
import { HeaderAccount } from './HeaderAccount';

export function SiteHeader() {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  return (
    <header className="sticky top-0 z-30 h-[var(--onair-site-header-height)] border-b border-border bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-full w-full max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6">
        <Link to="/" className="shrink-0 text-lg font-extrabold tracking-tight text-accent">
          {serviceDisplayName(brand, locale)}
        </Link>
        <nav className="flex min-w-0 items-center gap-2 text-sm">
          {/* On a phone the brand name already leads home; the room goes to the account buttons. */}
          <Link to="/" className="hidden rounded px-3 py-1.5 text-muted hover:text-text sm:inline">
            {t('nav.home')}
          </Link>
          <HeaderAccount />
        </nav>
      </div>
    </header>
  );
}
