import { useIntl } from 'react-intl';
import { getBrand, serviceDisplayName, streamerTitle, type BrandCode } from '@onair/brand';
import { useFormatDateTime } from '@onair/i18n';
import { selectConsoleLocale } from '../../app/console-slice';
import { useConsoleSelector } from '../../app/hooks';
import { useConsoleT } from '../../i18n/use-console-t';

export type NoticePreviewProps = { brand: BrandCode; startAt: string | null; endAt: string | null; reason: string };

/**
 * What the brand's /notices/maintenance will show during the window, in the words of the web's own
 * notice page (the common bundle's maintenance.* and migration.*): the maintenance notice with the
 * window, or, for a brand being moved (bellcast), its migration notice, which shows no window.
 */
export function NoticePreview({ brand: code, startAt, endAt, reason }: NoticePreviewProps) {
  const intl = useIntl();
  const t = useConsoleT();
  const locale = useConsoleSelector(selectConsoleLocale);
  const formatDateTime = useFormatDateTime();
  const brand = getBrand(code);
  const common = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const name = serviceDisplayName(brand, locale);
  const { notice } = brand;
  const hours = startAt && endAt ? Math.round(((Date.parse(endAt) - Date.parse(startAt)) / 3_600_000) * 10) / 10 : null;
  return (
    <figure className="flex flex-col gap-2" aria-label={t('console.maintenance.previewOf', { brand: name })}>
      <figcaption className="text-xs font-semibold text-muted">
        {t('console.maintenance.previewOf', { brand: name })}
      </figcaption>
      <article className="flex flex-col gap-3 rounded border border-border bg-bg p-4 text-sm">
        <p className="text-xs font-semibold text-accent">{name}</p>
        {notice.kind === 'migration' ? (
          <>
            <h3 className="text-base font-bold">{common('migration.title')}</h3>
            <p className="font-semibold">{common('migration.opening')}</p>
            <p className="text-muted">
              {common('migration.merged', { serviceName: name, streamerTitle: streamerTitle(brand, locale) })}
            </p>
            <p>{common('migration.download')}</p>
            <p className="text-xs text-muted">{t('console.maintenance.migrationNote')}</p>
          </>
        ) : (
          <>
            <h3 className="text-base font-bold">{common('maintenance.title')}</h3>
            <p className="text-muted">{common('maintenance.intro')}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-muted">{common('maintenance.start')}</dt>
              <dd>{startAt ? formatDateTime(startAt) : '–'}</dd>
              <dt className="text-muted">{common('maintenance.end')}</dt>
              <dd>{endAt ? formatDateTime(endAt) : '–'}</dd>
              <dt className="text-muted">{common('maintenance.durationLabel')}</dt>
              <dd>{hours === null ? '–' : common('maintenance.duration', { hours })}</dd>
              <dt className="text-muted">{common('maintenance.reasonLabel')}</dt>
              <dd className="font-semibold">{reason.trim() || common('maintenance.reason')}</dd>
              <dt className="text-muted">{common('maintenance.contactLabel')}</dt>
              <dd>
                {common('maintenance.contact', { email: brand.email })}
                <br />
                {common('maintenance.phone', { phone: brand.phone })}
              </dd>
            </dl>
          </>
        )}
      </article>
    </figure>
  );
}
