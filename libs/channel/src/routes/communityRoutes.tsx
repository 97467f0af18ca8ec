import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type * as CommunityPageModule from './communityPages';
import { CHANNEL_ROUTE_PATH, MY_CHANNEL_ROUTE_PATH } from '../channel/channelPaths';
import { PageBoundary } from './PageBoundary';

type CommunityPages = typeof CommunityPageModule;

const lazyPage = (name: keyof CommunityPages) =>
  lazy(async () => ({ default: (await import('./communityPages'))[name] }));

const ChannelPage = lazyPage('ChannelPage');
const ChannelHomeTab = lazyPage('ChannelHomeTab');
const NoticeListTab = lazyPage('NoticeListTab');
const NoticeDetailPage = lazyPage('NoticeDetailPage');
const NoticeEditorPage = lazyPage('NoticeEditorPage');
const BoardListTab = lazyPage('BoardListTab');
const BoardDetailPage = lazyPage('BoardDetailPage');
const BoardEditorPage = lazyPage('BoardEditorPage');
const ChannelSettingsPage = lazyPage('ChannelSettingsPage');
const ReplayListTab = lazyPage('ReplayListTab');
// The player comes only with a replay's own chunk, as with the live page: the tabs never load it.
const ReplayPage = lazy(async () => ({ default: (await import('../replays/ReplayPage')).ReplayPage }));

/**
 * /channel/:channelId with its tabs (home, notices, replays, board, each post, recording and form) and the
 * owner's /my/channel. The tab routes sit under the channel page, which loads the channel once and
 * hands it down.
 */
export const communityRoutes: RouteObject[] = [
  {
    path: CHANNEL_ROUTE_PATH,
    element: <PageBoundary page={ChannelPage} />,
    children: [
      { index: true, element: <PageBoundary page={ChannelHomeTab} /> },
      { path: 'notices', element: <PageBoundary page={NoticeListTab} /> },
      { path: 'notices/new', element: <PageBoundary page={NoticeEditorPage} /> },
      { path: 'notices/:noticeId', element: <PageBoundary page={NoticeDetailPage} /> },
      { path: 'notices/:noticeId/edit', element: <PageBoundary page={NoticeEditorPage} /> },
      { path: 'replays', element: <PageBoundary page={ReplayListTab} /> },
      { path: 'replays/:recordingId', element: <PageBoundary page={ReplayPage} /> },
      { path: 'board', element: <PageBoundary page={BoardListTab} /> },
      { path: 'board/new', element: <PageBoundary page={BoardEditorPage} /> },
      { path: 'board/:boardId', element: <PageBoundary page={BoardDetailPage} /> },
      { path: 'board/:boardId/edit', element: <PageBoundary page={BoardEditorPage} /> },
    ],
  },
  { path: MY_CHANNEL_ROUTE_PATH, element: <PageBoundary page={ChannelSettingsPage} /> },
];
