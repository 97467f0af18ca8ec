import { lazy } from 'react';
import { loadedLivePage, loadLivePage, type LivePageModule } from './live-page-loader';
import type { RouteObject } from 'react-router';
import { communityRoutes } from '../routes/community-routes';
import { PageBoundary } from '../routes/PageBoundary';
import { SEARCH_ROUTE_PATH } from '../search/search-paths';
import { BROWSE_CATEGORY_ROUTE_PATH, BROWSE_ROUTE_PATH } from '../browse/browse-paths';
import { FOLLOWS_ROUTE_PATH } from '../follows/follows-paths';
import { LIVE_CHAT_ROUTE_PATH, LIVE_ROUTE_PATH } from './live-paths';

/**
 * The live page in its own chunk, with the chat client, socket.io-client and the gift dialogs:
 * the home page never pays for them. The shell may wrap it in its own lazy-page boundary instead.
 */
export const LazyLivePage = lazy(() => {
  // Already loaded (live-page-loader's preload at start): a thenable that answers at once, so the
  // first render does not suspend, and replace the document's shell with a spinner, for a module
  // that is already there.
  const loaded = loadedLivePage();
  return loaded
    ? ({ then: (resolve: (module: LivePageModule) => void) => resolve(loaded) } as Promise<LivePageModule>)
    : loadLivePage();
});

const LazyLiveChatPopout = lazy(async () => ({ default: (await import('./LiveChatPopout')).LiveChatPopout }));

const LazySearchPage = lazy(async () => ({ default: (await import('../search/SearchPage')).SearchPage }));
const LazyBrowsePage = lazy(async () => ({ default: (await import('../browse/BrowsePage')).BrowsePage }));
const LazyFollowingPage = lazy(async () => ({ default: (await import('../follows/FollowingPage')).FollowingPage }));
const LazyCategoryPage = lazy(async () => ({ default: (await import('../browse/CategoryPage')).CategoryPage }));

/**
 * The channel pages, to go inside the site layout: /live/:channelId, /channel/:channelId (home,
 * notices, board and their pages), /my/channel, /search, /browse (every category, or one) and /follows.
 */
export const channelRoutes: RouteObject[] = [
  { path: LIVE_ROUTE_PATH, element: <PageBoundary page={LazyLivePage} /> },
  { path: SEARCH_ROUTE_PATH, element: <PageBoundary page={LazySearchPage} /> },
  { path: BROWSE_ROUTE_PATH, element: <PageBoundary page={LazyBrowsePage} /> },
  { path: BROWSE_CATEGORY_ROUTE_PATH, element: <PageBoundary page={LazyCategoryPage} /> },
  { path: FOLLOWS_ROUTE_PATH, element: <PageBoundary page={LazyFollowingPage} /> },
  ...communityRoutes,
];

/** The pages that stand alone, outside the site layout: the pop-out chat (/live/:channelId/chat). */
export const channelStandaloneRoutes: RouteObject[] = [
  { path: LIVE_CHAT_ROUTE_PATH, element: <PageBoundary page={LazyLiveChatPopout} /> },
];
