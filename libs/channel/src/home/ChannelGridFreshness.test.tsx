// The home cards' viewer counts: a viewer back from a room sees the count the room showed, not the
// one the home page had before they joined.
import { Link } from 'react-router';
import { screen } from '@testing-library/react';
import { summaryOf } from '../testing/home-fixtures';
import { renderChannel, resetChannelStores } from '../testing/render-channel';
import { HomePage } from './HomePage';

afterEach(resetChannelStores);

test('coming back from a room, the home card asks again and counts the viewer who joined', async () => {
  let viewers = 0;
  const channels = () => ({
    status: 200,
    body: { items: [{ ...summaryOf(1, '온에어 공식 채널'), viewerCount: viewers }], page: 1, size: 20, total: 1 },
  });
  const { user } = await renderChannel({
    url: '/',
    routes: [
      { path: '/', element: <HomePage /> },
      { path: '/live/:channelId', element: <Link to="/">홈</Link> },
    ],
    api: {
      'GET /api/guest/channels': channels,
      'GET /api/guest/banners': () => ({ status: 200, body: { items: [] } }),
      'GET /api/guest/themes': () => ({ status: 200, body: { items: [] } }),
      'GET /api/guest/suggestion-list': () => ({ status: 200, body: { items: [] } }),
      'GET /api/guest/popups': () => ({ status: 200, body: { items: [] } }),
    },
  });
  expect(await screen.findByText('0명 시청')).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: /온에어 공식 채널/ }));
  // In the room the viewer is counted (the room said 1명 시청 중).
  viewers = 1;
  await user.click(await screen.findByRole('link', { name: '홈' }));
  expect(await screen.findByText('1명 시청')).toBeInTheDocument();
  expect(screen.queryByText('0명 시청')).toBeNull();
});
