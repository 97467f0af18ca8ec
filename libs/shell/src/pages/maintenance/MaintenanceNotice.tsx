import { useId } from 'react';
import { systemApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { MaintenanceSchedule } from './MaintenanceSchedule';

/**
 * The maintenance notice: the window read from the API (which answers it during maintenance), the
 * reason (the operator's, else the standard one), and the brand's email and phone. The SPEC's
 * notice names both, so both show whatever the brand's preferred contactType. Without a window
 * (the API unreachable, or none set) the notice shows everything but the times.
 */
export function MaintenanceNotice() {
  const t = useT();
  const brand = useBrand();
  const titleId = useId();
  const { data } = systemApi.useGetMaintenanceQuery();
  const window = data?.maintenance ?? null;
  const link = 'font-semibold text-text underline-offset-2 hover:underline';
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-6 shadow-raised sm:p-8"
    >
      <header className="flex flex-col gap-2">
        <WrenchIcon />
        <h1 id={titleId} className="text-2xl font-bold">
          {t('maintenance.title')}
        </h1>
        <p className="text-sm leading-relaxed text-muted">{t('maintenance.intro')}</p>
      </header>
      {window && <MaintenanceSchedule window={window} />}
      <p className="text-sm text-muted">{t('maintenance.extended')}</p>
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="text-muted">{t('maintenance.reasonLabel')}</dt>
          <dd className="font-semibold">{window?.reason || t('maintenance.reason')}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('maintenance.contactLabel')}</dt>
          <dd>
            <a href={`mailto:${brand.email}`} className={link}>
              {t('maintenance.contact', { email: brand.email })}
            </a>
          </dd>
          <dd>
            <a href={`tel:${brand.phone}`} className={link}>
              {t('maintenance.phone', { phone: brand.phone })}
            </a>
          </dd>
        </div>
      </dl>
      <p className="border-t border-border pt-4 text-sm text-muted">{t('maintenance.thanks')}</p>
    </article>
  );
}

function WrenchIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-10 text-accent"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M14.7 6.3a4 4 0 0 0-5.4 5.1L3.6 17.1a1.9 1.9 0 0 0 2.7 2.7l5.7-5.7a4 4 0 0 0 5.1-5.4l-2.4 2.4-2.3-.4-.4-2.3 2.4-2.4Z"
      />
    </svg>
  );
}
