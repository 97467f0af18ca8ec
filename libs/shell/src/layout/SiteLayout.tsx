import { Outlet } from 'react-router';
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
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
          <Outlet />
        </main>
        <SiteFooter />
        <AuthOverlays />
      </div>
    </RouteProgress>
  );
}
