import { serviceDisplayName } from '@onair/brand';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';
import { useT } from '@onair/i18n';
import { ChannelGrid } from './ChannelGrid';
import { HomeSections } from './HomeSections';
import { MemberHomeRows } from './MemberHomeRows';

export function HomePage() {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  const serviceName = serviceDisplayName(brand, locale);
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded bg-surface px-6 py-8">
        <p className="text-sm font-semibold text-accent">{serviceName}</p>
        <h1 className="mt-1 text-2xl font-bold text-text sm:text-3xl">{t('home.title', { serviceName })}</h1>
        {/* The brand's own Korean pitch (also its SEO description) for Korean readers; the bundle's wording otherwise. */}
        <p className="mt-2 text-sm text-muted">
          {locale === 'ko' ? brand.seoDescription : t('home.lead', { serviceName })}
        </p>
      </section>
      {/* A member's own rows (followed live, recently watched) before everyone's channels; nothing for a visitor. */}
      <MemberHomeRows />
      <section className="flex flex-col gap-4">
        {/* Live channels come first, but offline ones follow: a heading of "live now" would promise too much. */}
        <h2 className="text-lg font-bold text-text">{t('home.channels')}</h2>
        <ChannelGrid />
      </section>
      <HomeSections />
    </div>
  );
}
