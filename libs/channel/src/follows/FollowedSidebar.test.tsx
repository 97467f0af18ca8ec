// The desktop's followed-channels sidebar (docs/discovery.md): live channels first with viewers and
// category, offline ones after; folded and unfolded with its button, and remembered across visits.
import { screen, within } from '@testing-library/react';
import { summaryOf } from '../testing/home-fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';
import { FollowedSidebar } from './FollowedSidebar';

afterEach(() => {
  resetChannelStores();
  window.localStorage.clear();
});

const routes = [{ path: '/', element: <FollowedSidebar /> }];
const music = { categoryId: 2, slug: 'music', kind: 'other', nameKo: '음악', nameEn: 'Music', liveChannels: 1, viewerCount: 120 };
const api = {
  // The API's order: live ones first (most viewers first), then the offline ones.
  'GET /api/my/follows': answer({
    items: [
      { ...summaryOf(1, '새벽 노래방'), viewerCount: 120, categoryId: 2 },
      { ...summaryOf(2, '수다방'), viewerCount: 30, categoryId: null },
      { ...summaryOf(3, '쉬는 채널'), isLive: false, viewerCount: 0 },
    ],
    page: 1,
    size: 30,
    total: 3,
  }),
  'GET /api/guest/categories': answer({ items: [music] }),
};

test('lists followed channels live first, with viewers and category, the offline ones after', async () => {
  await renderChannel({ url: '/', routes, api });
  const sidebar = await screen.findByRole('complementary', { name: '팔로우 채널' });
  const links = await within(sidebar).findAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/live/1', '/live/2', '/live/3']);
  expect(links[0]).toHaveTextContent('새벽 노래방120명 시청');
  expect(await within(links[0] as HTMLElement).findByText('음악')).toBeInTheDocument();
  expect(links[2]).toHaveTextContent('쉬는 채널오프라인');
});

test('folds to avatars and back, and stays folded on the next visit', async () => {
  const first = await renderChannel({ url: '/', routes, api });
  const sidebar = await screen.findByRole('complementary', { name: '팔로우 채널' });
  await within(sidebar).findByText('새벽 노래방');
  await first.user.click(within(sidebar).getByRole('button', { name: '팔로우 채널 접기' }));
  expect(within(sidebar).queryByText('새벽 노래방')).toBeNull();
  // Folded, each avatar still names its channel.
  expect(within(sidebar).getByRole('link', { name: '새벽 노래방' })).toHaveAttribute('href', '/live/1');
  first.unmount();
  resetChannelStores();

  await renderChannel({ url: '/', routes, api });
  const again = await screen.findByRole('complementary', { name: '팔로우 채널' });
  const unfold = within(again).getByRole('button', { name: '팔로우 채널 펼치기' });
  expect(unfold).toHaveAttribute('aria-expanded', 'false');
});

test('a visitor has no sidebar and asks for no follows', async () => {
  const { urls } = await renderChannel({ url: '/', routes, api, member: null });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(urls.filter((seen) => seen.startsWith('GET /api/my/follows'))).toEqual([]);
});
