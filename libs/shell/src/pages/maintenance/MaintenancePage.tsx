import { Link } from 'react-router';
import { serviceDisplayName } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';
import { SiteFooter } from '../../layout/SiteFooter';
import { MaintenanceNotice } from './MaintenanceNotice';
import { MigrationNotice } from './MigrationNotice';

/**
 * /notices/maintenance, where every 503 lands (SPEC.md section 2): a full page of its own, without
 * the site's header (its account corner would only call the API again), with the company footer.
 */
export function MaintenancePage() {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  const { notice } = brand;
  return (
    <div className="flex min-h-screen flex-col bg-bg text-text">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-14 w-full max-w-7xl items-center px-4 sm:px-6">
          <Link to="/" className="text-lg font-extrabold tracking-tight text-accent">
            {serviceDisplayName(brand, locale)}
          </Link>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-4 py-8 sm:px-6 sm:py-12">
        {notice.kind === 'migration' ? <MigrationNotice notice={notice} /> : <MaintenanceNotice />}
        <Link to="/" className="self-center text-sm text-muted underline-offset-2 hover:text-text hover:underline">
          {t('common.goHome')}
        </Link>
      </main>
      <SiteFooter />
    </div>
  );
}
