import { Link } from 'react-router';
import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';

export function SiteHeader() {
  const t = useT();
  const brand = useBrand();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-14 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="text-lg font-extrabold tracking-tight text-accent">
          {brand.serviceName}
        </Link>
        <nav className="flex items-center gap-2 text-sm">
          <Link to="/" className="rounded px-3 py-1.5 text-muted hover:text-text">
            {t('nav.home')}
          </Link>
        </nav>
      </div>
    </header>
  );
}
