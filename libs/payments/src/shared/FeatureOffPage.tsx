import { Link } from 'react-router';
import { serviceDisplayName, type FeatureFlag } from '@onair/brand';
import { useT } from '@onair/i18n';
import { useMoney } from './useMoney';
import { featureNameKey } from './featureNames';

/** The page of a feature this brand does not offer: says so plainly and leads home. */
export function FeatureOffPage({ flag }: { flag: FeatureFlag }) {
  const t = useT();
  const { brand, locale, currency } = useMoney();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
      <p className="text-sm font-semibold text-accent">{t(featureNameKey(flag), { currency })}</p>
      <h1 className="text-xl font-bold">{t('featureOff.title')}</h1>
      <p className="text-sm text-muted">{t('featureOff.text', { serviceName: serviceDisplayName(brand, locale) })}</p>
      <Link to="/" className="mt-2 rounded bg-accent px-4 py-2 text-sm font-semibold text-accent-contrast">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
