import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '@onair/ui';
import { LIVE_ROUTE_PATH } from './livePaths';

/**
 * The live page in its own chunk, with the chat client, socket.io-client and the gift dialogs:
 * the home page never pays for them. The shell may wrap it in its own lazy-page boundary instead.
 */
export const LazyLivePage = lazy(async () => ({ default: (await import('./LivePage')).LivePage }));

function LivePageBoundary() {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      }
    >
      <LazyLivePage />
    </Suspense>
  );
}

/** The channel pages, to go inside the site layout: /live/:channelId. */
export const channelRoutes: RouteObject[] = [{ path: LIVE_ROUTE_PATH, element: <LivePageBoundary /> }];
