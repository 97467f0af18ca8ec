import { useId } from 'react';
import { serviceDisplayName, streamerTitle, type MaintenanceNotice } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectIsMobile, selectLocale, useAppSelector, useBrand } from '@onair/store';

type Migration = Extract<MaintenanceNotice, { kind: 'migration' }>;

/**
 * A brand moving to a new platform (bellcast): the opening time, the merge, and where to go next.
 * On a phone the app stores lead and the web link follows; on a computer the other way round.
 */
export function MigrationNotice({ notice }: { notice: Migration }) {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  const mobile = useAppSelector(selectIsMobile);
  const titleId = useId();
  const primary =
    'rounded bg-accent px-4 py-2.5 text-center text-sm font-semibold text-accent-contrast hover:opacity-90';
  const secondary =
    'rounded border border-border px-4 py-2.5 text-center text-sm font-semibold text-text hover:bg-accent/10';
  const stores = [
    { href: notice.iosAppUrl, label: t('migration.ios') },
    { href: notice.androidAppUrl, label: t('migration.android') },
  ];
  const links = [
    ...stores.map((store) => ({ ...store, lead: mobile })),
    { href: notice.newServiceUrl, label: t('migration.goToNewService'), lead: !mobile },
  ].sort((a, b) => Number(b.lead) - Number(a.lead));
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-6 shadow-raised sm:p-8"
    >
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-accent">{serviceDisplayName(brand, locale)}</p>
        <h1 id={titleId} className="text-2xl font-bold">
          {t('migration.title')}
        </h1>
      </header>
      <p className="text-lg font-semibold">
        <time dateTime={notice.opensAt}>{t('migration.opening')}</time>
      </p>
      <p className="text-sm leading-relaxed text-muted">
        {t('migration.merged', {
          serviceName: serviceDisplayName(brand, locale),
          streamerTitle: streamerTitle(brand, locale),
        })}
      </p>
      <p className="text-sm">{t('migration.download')}</p>
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={`block ${link.lead ? primary : secondary}`}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
