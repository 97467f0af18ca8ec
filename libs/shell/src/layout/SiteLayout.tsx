import { Outlet, useNavigation } from 'react-router';
import { TopProgressBar } from '@onair/ui';
import { AuthOverlays } from '../session/AuthOverlays';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function SiteLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col bg-bg text-text">
      <TopProgressBar active={navigation.state !== 'idle'} />
      <SiteHeader />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
        <Outlet />
      </main>
      <SiteFooter />
      <AuthOverlays />
    </div>
  );
}
