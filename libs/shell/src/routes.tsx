import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { channelRoutes, channelStandaloneRoutes, HomePage, overlayRoutes, studioRoutes } from '@onair/channel';
import { memberRoutes } from '@onair/member/nav';
import { authRoutes } from './auth-routes';
import { paymentRoutes } from './payment-routes';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './pages/NotFoundPage';

// Shown only while the service is under maintenance, so it loads only then.
const MaintenancePage = lazy(async () => ({
  default: (await import('./pages/maintenance/MaintenancePage')).MaintenancePage,
}));

export type RouterKind = { kind: 'browser' } | { kind: 'memory'; initialPath: string };

export const appRoutes: RouteObject[] = [
  // A full page of its own: during maintenance the layout's header would only call the API again.
  {
    path: 'notices/maintenance',
    element: (
      <Suspense fallback={null}>
        <MaintenancePage />
      </Suspense>
    ),
  },
  // OBS's browser source: a see-through page of its own, no header.
  ...overlayRoutes,
  // The pop-out chat: a window with the chat alone, no header.
  ...channelStandaloneRoutes,
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...authRoutes,
      ...paymentRoutes,
      ...channelRoutes,
      ...studioRoutes,
      ...memberRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes under a declarative router (BrowserRouter, or MemoryRouter in tests). No page has a
 * loader or an action, so the data router's extra code (about 16 kB gzip at start) would buy nothing.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
