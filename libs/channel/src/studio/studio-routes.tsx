import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PageBoundary } from '../routes/PageBoundary';
import { OVERLAY_ROUTE_PATH, STUDIO_ROUTE_PATH } from './studio-paths';

// Each in its own chunk: the charts (Recharts) and the overlay's sound are paid only where used.
const LazyStudioPage = lazy(async () => ({ default: (await import('./StudioPage')).StudioPage }));
const LazyOverlayPage = lazy(async () => ({ default: (await import('../overlay/OverlayPage')).OverlayPage }));

/** /studio, inside the site layout. */
export const studioRoutes: RouteObject[] = [
  { path: STUDIO_ROUTE_PATH, element: <PageBoundary page={LazyStudioPage} /> },
];

/** /overlay/:secret, a page of its own: OBS draws it over the broadcast, so no header and a clear background. */
export const overlayRoutes: RouteObject[] = [
  { path: OVERLAY_ROUTE_PATH, element: <PageBoundary page={LazyOverlayPage} /> },
];
