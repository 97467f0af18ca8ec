import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '@onair/ui';
import { MEMBER_PATHS } from './paths';

// The pages load on first use: the header needs only this entry (paths, links, the badge).
const loadPages = () => import('../pages');
const MyPage = lazy(async () => ({ default: (await loadPages()).MyPage }));
const MessagesPage = lazy(async () => ({ default: (await loadPages()).MessagesPage }));
const CsPage = lazy(async () => ({ default: (await loadPages()).CsPage }));
const ExpirePage = lazy(async () => ({ default: (await loadPages()).ExpirePage }));

function Boundary({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      }
    >
      <Page />
    </Suspense>
  );
}

// Route paths are relative to the layout route.
const at = (path: string) => path.slice(1);

/** The member's pages, to go inside the site layout: /my, /my/messages, /my/expire, /cs and /cs/{section}. */
export const memberRoutes: RouteObject[] = [
  { path: at(MEMBER_PATHS.myPage), element: <Boundary page={MyPage} /> },
  { path: at(MEMBER_PATHS.messages), element: <Boundary page={MessagesPage} /> },
  { path: at(MEMBER_PATHS.expire), element: <Boundary page={ExpirePage} /> },
  { path: at(MEMBER_PATHS.cs), element: <Boundary page={CsPage} /> },
  { path: `${at(MEMBER_PATHS.cs)}/:section`, element: <Boundary page={CsPage} /> },
];
