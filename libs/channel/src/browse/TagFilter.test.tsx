// Browse's tag filter: a tag typed as the site writes it (#신청곡) narrows the page to it; a blank one clears it.
import { screen, waitFor } from '@testing-library/react';
import { channelApi } from '../testing/fixtures';
import { renderChannel, resetChannelStores } from '../testing/render-channel';
import { BROWSE_ROUTE_PATH } from './browse-paths';
import { TagFilter } from './TagFilter';

afterEach(resetChannelStores);

const routes = [
  { path: BROWSE_ROUTE_PATH, element: <TagFilter /> },
  { path: 'browse/:slug', element: <TagFilter slug="music" tag="새벽" /> },
];

test('a tag with its # and spaces goes into the address bare', async () => {
  const { user, router } = await renderChannel({ url: '/browse', routes, api: channelApi({}) });
  await user.type(screen.getByRole('textbox', { name: '태그로 찾기' }), '  #신청곡 ');
  await user.click(screen.getByRole('button', { name: '찾기' }));
  await waitFor(() => expect(router.state.location.search).toBe(`?tag=${encodeURIComponent('신청곡')}`));
  expect(router.state.location.pathname).toBe('/browse');
});

test("a category's filter starts with its tag, and emptied it shows the whole category", async () => {
  const { user, router } = await renderChannel({ url: '/browse/music?tag=새벽', routes, api: channelApi({}) });
  const box = screen.getByRole('textbox', { name: '태그로 찾기' });
  expect(box).toHaveValue('새벽');
  await user.clear(box);
  await user.click(screen.getByRole('button', { name: '찾기' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(router.state.location.pathname).toBe('/browse/music');
});
