import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { channelRoutes, HomePage } from '@onair/channel';
import { authRoutes } from './auth-routes';
import { paymentRoutes } from './payment-routes';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { MaintenancePage } from './pages/maintenance/MaintenancePage';

export type RouterKind = { kind: 'browser' } | { kind: 'memory'; initialPath: string };

export const appRoutes: RouteObject[] = [
  // A full page of its own: during maintenance the layout's header would only call the API again.
  { path: 'notices/maintenance', element: <MaintenancePage /> },
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...authRoutes,
      ...paymentRoutes,
      ...channelRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter(router: RouterKind) {
  return router.kind === 'memory'
    ? createMemoryRouter(appRoutes, { initialEntries: [router.initialPath] })
    : createBrowserRouter(appRoutes);
}
