// The home page's operator sections: asked for only after the channel list, in space kept for them.
import { screen, within } from '@testing-library/react';
import { homeItem, summaryOf } from '../testing/home-fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';
import { HomePage } from './HomePage';

afterEach(resetChannelStores);

const routes = [{ path: '/', element: <HomePage /> }];
const SECTIONS = ['/api/guest/banners', '/api/guest/themes', '/api/guest/suggestion-list', '/api/guest/popups'];

function homeApi(channels: () => Promise<{ status: number; body: unknown }> | { status: number; body: unknown }) {
  return {
    'GET /api/guest/channels': channels,
    'GET /api/guest/banners': answer({ items: [homeItem(1, '여름 이벤트', { linkUrl: '/events/summer' })] }),
    'GET /api/guest/themes': answer({
      items: [{ themeId: 5, title: '노래 방송 모음', channels: [summaryOf(31, '준호의 무대')] }],
    }),
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

test('an English reader asks for English operator text, and a banner opens its page in the app', async () => {
  const english = {
    'GET /api/guest/channels': answer({ items: [summaryOf(1, 'OnAir official')], page: 1, size: 20, total: 1 }),
    'GET /api/guest/banners': answer({
      items: [
        homeItem(1, 'Join us today', { body: 'Sign up now and follow the streams you love.', linkUrl: '/signup' }),
        homeItem(2, 'Partner event', { linkUrl: 'https://partner.example/event' }),
      ],
    }),
    'GET /api/guest/themes': answer({
      items: [
        {
          themeId: 5,
          title: 'Trending now',
          channels: [summaryOf(31, 'Live stage'), { ...summaryOf(32, 'Quiet room'), isLive: false }],
        },
      ],
    }),
    'GET /api/guest/suggestion-list': answer({ items: [] }),
    'GET /api/guest/popups': answer({ items: [] }),
  };
  const routes = [
    { path: '/', element: <HomePage /> },
    { path: '/signup', element: <p>signup page</p> },
  ];
  const { urls, router, user } = await renderChannel({ url: '/', routes, api: english, locale: 'en', member: null });

  const banner = await screen.findByRole('link', { name: 'Join us today' });
  expect(banner).toHaveAttribute('href', '/signup');
  // Another site's address opens in a new tab; a path of this site stays in the app.
  expect(screen.getByRole('link', { name: 'Partner event' })).toHaveAttribute('target', '_blank');
  expect(banner).not.toHaveAttribute('target');

  // The rows' live channel first, and each card says which is live.
  const theme = await screen.findByRole('region', { name: 'Trending now' });
  const cards = within(theme).getAllByRole('article');
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Live stage', 'Quiet room']);
  expect(within(cards[0] as HTMLElement).getByText('LIVE')).toBeInTheDocument();
  expect(within(cards[1] as HTMLElement).getByText('Offline')).toBeInTheDocument();

  for (const path of ['/api/guest/banners', '/api/guest/themes', '/api/guest/popups']) {
    expect(urls.find((url) => url.startsWith(`GET ${path}?`))).toMatch(/[?&]lang=en(&|$)/);
  }

  await user.click(banner);
  expect(router.state.location.pathname).toBe('/signup');
  expect(await screen.findByText('signup page')).toBeInTheDocument();
});
