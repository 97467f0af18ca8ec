// The home page's operator sections: asked for only after the channel list, in space kept for them.
import { screen, within } from '@testing-library/react';
import { homeItem, summaryOf } from '../testing/homeFixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/renderChannel';
import { HomePage } from './HomePage';

afterEach(resetChannelStores);

const routes = [{ path: '/', element: <HomePage /> }];
const SECTIONS = ['/api/guest/banners', '/api/guest/themes', '/api/guest/suggestion-list', '/api/guest/popups'];

function homeApi(channels: () => Promise<{ status: number; body: unknown }> | { status: number; body: unknown }) {
  return {
    'GET /api/guest/channels': channels,
    'GET /api/guest/banners': answer({ items: [homeItem(1, '여름 이벤트', { linkUrl: '/events/summer' })] }),
    'GET /api/guest/themes': answer({ items: [{ themeId: 5, title: '노래 방송 모음', channels: [summaryOf(31, '준호의 무대')] }] }),
    'GET /api/guest/suggestion-list': answer({ items: [summaryOf(41, '민지의 게임방')] }),
    'GET /api/guest/popups': answer({ items: [] }),
  };
}

test('the sections wait for the channel list, keeping their room, then fill it', async () => {
  let release: (value: { status: number; body: unknown }) => void = () => undefined;
  const channels = new Promise<{ status: number; body: unknown }>((resolve) => (release = resolve));
  const { api } = await renderChannel({ url: '/', routes, api: homeApi(() => channels) });

  expect(await screen.findByRole('region', { name: '이벤트 배너' })).toHaveAttribute('aria-busy', 'true');
  expect(api.seen.map((request) => request.path).filter((path) => SECTIONS.includes(path))).toEqual([]);

  release({ status: 200, body: { items: [summaryOf(1, '온에어 공식 채널')], page: 1, size: 20, total: 1 } });
  expect(await screen.findByRole('link', { name: '여름 이벤트' })).toHaveAttribute('href', '/events/summer');
  expect(screen.getByRole('region', { name: '이벤트 배너' })).toHaveAttribute('aria-busy', 'false');
  const theme = await screen.findByRole('region', { name: '노래 방송 모음' });
  expect(within(theme).getByRole('article', { name: '준호의 무대' })).toBeInTheDocument();
  const suggested = await screen.findByRole('region', { name: '추천 채널' });
  expect(within(suggested).getByRole('article', { name: '민지의 게임방' })).toBeInTheDocument();
  expect(api.seen.find((request) => request.path === '/api/guest/themes')).toBeDefined();
});
