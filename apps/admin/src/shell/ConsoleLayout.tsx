import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { baseApi, adminApi } from '@onair/api-client';
import type { Staff } from '@onair/contracts';
import { Button, LoadingState } from '@onair/ui';
import { selectBrandChoice, staffSignedOut } from '../app/console-slice';
import { useConsoleDispatch, useConsoleSelector } from '../app/hooks';
import { useConsoleT } from '../i18n/use-console-t';
import { BrandSelector } from './BrandSelector';
import { LocaleSwitch } from './LocaleSwitch';
import { SideNav } from './SideNav';

/** Every signed-in screen: the side navigation, and a header with the brand, the account and sign-out. */
export function ConsoleLayout({ staff }: { staff: Staff }) {
  const t = useConsoleT();
  const dispatch = useConsoleDispatch();
  const brand = useConsoleSelector(selectBrandChoice);
  const [signOut, { isLoading }] = adminApi.useAdminSignOutMutation();
  const brandName = brand === 'all' ? t('console.brand.all') : brand;
  return (
    <div className="flex min-h-screen">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-surface focus:p-2"
      >
        {t('console.skipToContent')}
      </a>
      <aside className="sticky top-0 flex h-screen w-52 shrink-0 flex-col gap-6 border-r border-border bg-surface px-3 py-5">
        <p className="px-3 text-sm font-bold text-text">{t('console.title')}</p>
        <SideNav role={staff.role} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-[1] flex flex-wrap items-center justify-between gap-3 border-b border-border bg-surface px-6 py-3">
          <div className="flex items-center gap-3">
            <BrandSelector staff={staff} />
            <span
              data-testid="brand-in-view"
              className="rounded bg-accent/10 px-2 py-1 text-xs font-semibold text-accent"
            >
              {t('console.brand.showing', { brand: brandName })}
            </span>
            {/* Every date and time the console shows or takes is Korean time, wherever the operator is (time/korean-time.ts). */}
            <span data-testid="console-time-zone" className="text-xs text-muted">
              {t('console.timeZone')}
            </span>
          </div>
          <div className="flex items-center gap-3">
            <LocaleSwitch />
            <p className="text-right text-sm leading-tight">
              <span className="block font-semibold text-text">{staff.displayName}</span>
              <span className="block text-xs text-muted">
                {staff.login} · {t(`console.role.${staff.role}`)}
              </span>
            </p>
            <Button
              variant="secondary"
              size="sm"
              loading={isLoading}
              onClick={() =>
                void signOut().finally(() => {
                  dispatch(staffSignedOut('signedOut'));
                  dispatch(baseApi.util.resetApiState());
                })
              }
            >
              {t('console.signOut')}
            </Button>
          </div>
        </header>
        <main id="console-main" className="flex-1 px-6 py-6">
          <Suspense fallback={<LoadingState />}>
            {/* A new brand choice starts each screen afresh, with that brand's answers. */}
            <Outlet key={brand} />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
