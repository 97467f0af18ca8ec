import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FollowedSidebarSlot } from '@onair/channel';
import { AuthOverlays } from '../session/AuthOverlays';
import { RouteProgress } from './RouteProgress';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';
import { SiteHeader } from './SiteHeader';

// Below the fold on every page (the content above is at least a screen tall): it loads after the
// first screen's code, and appearing at the bottom it moves nothing the viewer sees.
const SiteFooter = lazy(async () => ({ default: (await import('./SiteFooter')).SiteFooter }));

export function SiteLayout() {
  return (
    <RouteProgress>
      <ScrollToTopOnNavigate />
      <div className="flex min-h-screen flex-col bg-bg text-text">
        <SiteHeader />
        {/* A member's followed channels beside every page on a desktop (docs/discovery.md). At least a
            screen tall: the footer starts below the fold, so a page drawing its content (a spinner,
            then a live room) moves nothing the viewer sees (no layout shift). */}
        <div className="flex min-h-screen flex-1">
          <FollowedSidebarSlot />
          <main className="mx-auto w-full min-w-0 max-w-7xl flex-1 px-4 py-6 sm:px-6">
            <Outlet />
          </main>
        </div>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
        <AuthOverlays />
      </div>
    </RouteProgress>
  );
}
