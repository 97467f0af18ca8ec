import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { currencyName, isFeatureOn, serviceDisplayName, type FeatureFlag } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';

export type FeatureGateProps = {
  flag: FeatureFlag;
  children: ReactNode;
  /**
   * What the page says where the feature is off, when it knows better than "not offered": why, and
   * what a person can still do (e.g. the bell they hold, the new service). Its links go before 홈으로 가기.
   */
  off?: { text: string; actions?: ReactNode };
};

/**
 * Renders a page only where the brand offers its feature; elsewhere says so plainly and leads home.
 * Some feature names take the brand's currency ({currency} 충전).
 */
export function FeatureGate({ flag, children, off }: FeatureGateProps) {
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
      <p className="text-sm text-muted">
        {off?.text ?? t('featureOff.text', { serviceName: serviceDisplayName(brand, locale) })}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-center gap-2">
        {off?.actions}
        <Link
          to="/"
          className="inline-flex h-10 items-center rounded bg-accent px-4 text-sm font-semibold text-accent-contrast"
        >
          {t('common.goHome')}
        </Link>
      </div>
    </section>
  );
}
