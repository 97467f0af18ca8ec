import { serviceDisplayName } from '@onair/brand';
import { lazy, Suspense } from 'react';
import { selectIsSignedIn, selectLocale, useAppSelector, useBrand } from '@onair/store';
import { useT } from '@onair/i18n';
import { ChannelGrid } from './ChannelGrid';
import { HomeSections } from './HomeSections';

// A member's rows and their API calls load only for a member: a visitor's first screen carries none of it.
const MemberHomeRows = lazy(async () => ({ default: (await import('./MemberHomeRows')).MemberHomeRows }));

export function HomePage() {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  const signedIn = useAppSelector(selectIsSignedIn);
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
      {signedIn && (
        <Suspense fallback={null}>
          <MemberHomeRows />
        </Suspense>
      )}
      <section className="flex flex-col gap-4">
        {/* Live channels come first, but offline ones follow: a heading of "live now" would promise too much. */}
        <h2 className="text-lg font-bold text-text">{t('home.channels')}</h2>
        <ChannelGrid />
      </section>
      <HomeSections />
    </div>
  );
}
