import { companyDetails, serviceDisplayName } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';
import { LocaleSwitcher } from '../locale/LocaleSwitcher';
import { FooterRulesLinks } from './FooterRulesLinks';

/**
 * The company details a Korean commerce site must show, from the brand's config (their English forms
 * in English), and the language setting.
 */
export function SiteFooter() {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  const company = companyDetails(brand, locale);
  const details = [
    [t('footer.companyName'), company.companyName],
    [t('footer.ceo'), company.CEO],
    [t('footer.businessNumber'), company.businessNumber],
    [t('footer.obrn'), company.OBRN],
    [t('footer.address'), company.address],
    [t('footer.email'), company.email],
    [t('footer.phone'), company.phone],
  ] as const;
  return (
    <footer className="border-t border-border bg-surface text-xs text-muted">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 py-6 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-semibold text-text">{serviceDisplayName(brand, locale)}</p>
          <LocaleSwitcher />
        </div>
        <FooterRulesLinks />
        <dl className="flex flex-wrap gap-x-4 gap-y-1">
          {details.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              {/* The label never breaks inside a word (English "Address" on a phone); the value wraps instead. */}
              <dt className="shrink-0">{label}</dt>
              <dd className="min-w-0 text-text/80">{value}</dd>
            </div>
          ))}
        </dl>
        <p>
          {t('footer.copyright', { year: new Date().getFullYear(), companyName: withoutFinalDot(company.companyName) })}
        </p>
      </div>
    </footer>
  );
}

/** "OnAir Inc." before the message's own full stop: "© 2025 OnAir Inc. All rights reserved.", not "Inc..". */
function withoutFinalDot(name: string): string {
  return name.replace(/\.$/, '');
}
