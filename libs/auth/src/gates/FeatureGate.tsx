import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { currencyName, isFeatureOn, serviceDisplayName, type FeatureFlag } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';

/**
 * Renders a page only where the brand offers its feature; elsewhere says so plainly and leads home.
 * Some feature names take the brand's currency ({currency} 충전).
 */
export function FeatureGate({ flag, children }: { flag: FeatureFlag; children: ReactNode }) {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  if (isFeatureOn(brand, flag)) return children;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
      <p className="text-sm font-semibold text-accent">
        {t(`feature.${flag}`, { currency: currencyName(brand, locale) })}
      </p>
      <h1 className="text-xl font-bold">{t('featureOff.title')}</h1>
      <p className="text-sm text-muted">{t('featureOff.text', { serviceName: serviceDisplayName(brand, locale) })}</p>
      <Link to="/" className="mt-2 rounded bg-accent px-4 py-2 text-sm font-semibold text-accent-contrast">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
