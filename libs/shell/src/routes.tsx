import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { HomePage } from '@onair/channel';
import { authRoutes } from './auth-routes';
import { paymentRoutes } from './payment-routes';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './pages/NotFoundPage';

export type RouterKind = { kind: 'browser' } | { kind: 'memory'; initialPath: string };

export const appRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [{ index: true, element: <HomePage /> }, ...authRoutes, ...paymentRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

export function createAppRouter(router: RouterKind) {
  return router.kind === 'memory'
    ? createMemoryRouter(appRoutes, { initialEntries: [router.initialPath] })
    : createBrowserRouter(appRoutes);
}
