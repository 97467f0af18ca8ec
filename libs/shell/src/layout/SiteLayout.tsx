import { Outlet } from 'react-router';
import { FollowedSidebar } from '@onair/channel';
import { AuthOverlays } from '../session/AuthOverlays';
import { RouteProgress } from './RouteProgress';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function SiteLayout() {
  return (
    <RouteProgress>
      <ScrollToTopOnNavigate />
      <div className="flex min-h-screen flex-col bg-bg text-text">
        <SiteHeader />
        {/* A member's followed channels beside every page on a desktop (docs/discovery.md). */}
        <div className="flex flex-1">
          <FollowedSidebar />
          <main className="mx-auto w-full min-w-0 max-w-7xl flex-1 px-4 py-6 sm:px-6">
            <Outlet />
          </main>
        </div>
        <SiteFooter />
        <AuthOverlays />
      </div>
    </RouteProgress>
  );
}
