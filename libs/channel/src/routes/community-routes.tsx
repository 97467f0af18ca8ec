import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { FeatureGate } from '@onair/auth/gates';
import type { FeatureFlag } from '@onair/brand';
import type * as CommunityPageModule from './community-pages';
import { CHANNEL_ROUTE_PATH, MY_CHANNEL_ROUTE_PATH } from '../channel/channel-paths';
import { PageBoundary } from './PageBoundary';
import { CLIP_ROUTE_PATH } from '../clips/clip-paths';

type CommunityPages = typeof CommunityPageModule;

const lazyPage = (name: keyof CommunityPages) =>
  lazy(async () => ({ default: (await import('./community-pages'))[name] }));

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
const ClipListTab = lazyPage('ClipListTab');
// A clip's page is reached from a shared link: its own small chunk.
const ClipPage = lazy(async () => ({ default: (await import('../clips/ClipPage')).ClipPage }));
// The player comes only with a replay's own chunk, as with the live page: the tabs never load it.
const ReplayPage = lazy(async () => ({ default: (await import('../replays/ReplayPage')).ReplayPage }));

/**
 * A tab of a feature the brand may switch off (boards, recorded streams): where it is off, an address
 * typed or bookmarked shows the plain not-offered page instead of a list that fails to load.
 */
const gated = (flag: FeatureFlag, page: LazyExoticComponent<ComponentType>) => (
  <FeatureGate flag={flag}>
    <PageBoundary page={page} />
  </FeatureGate>
);

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
      { path: 'replays', element: gated('recordedStreams', ReplayListTab) },
      { path: 'replays/:recordingId', element: gated('recordedStreams', ReplayPage) },
      { path: 'clips', element: <PageBoundary page={ClipListTab} /> },
      { path: 'board', element: gated('boards', BoardListTab) },
      { path: 'board/new', element: gated('boards', BoardEditorPage) },
      { path: 'board/:boardId', element: gated('boards', BoardDetailPage) },
      { path: 'board/:boardId/edit', element: gated('boards', BoardEditorPage) },
    ],
  },
  { path: MY_CHANNEL_ROUTE_PATH, element: <PageBoundary page={ChannelSettingsPage} /> },
  { path: CLIP_ROUTE_PATH, element: <PageBoundary page={ClipPage} /> },
];
