// The home list beyond its first 20 channels: 채널 더 보기 appends the next page until every channel
// shows, and a brand with 20 or fewer channels offers no button.
import { screen, within } from '@testing-library/react';
import type { SeenRequest } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { summaryOf } from '../testing/home-fixtures';
import { renderChannel, resetChannelStores } from '../testing/render-channel';
import { HomePage } from './HomePage';

afterEach(resetChannelStores);

const empty = () => ({ status: 200, body: { items: [] } });

function renderHome(count: number) {
  const all = Array.from({ length: count }, (_, index) => summaryOf(index + 1, `채널 ${index + 1}`));
  return renderChannel({
    url: '/',
    routes: [{ path: '/', element: <HomePage /> }],
    api: {
      'GET /api/guest/channels': ({ url }: SeenRequest) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        const size = Number(url.searchParams.get('size'));
        return { status: 200, body: { items: all.slice((page - 1) * size, page * size), page, size, total: count } };
      },
      'GET /api/guest/banners': empty,
      'GET /api/guest/themes': empty,
      'GET /api/guest/suggestion-list': empty,
      'GET /api/guest/popups': empty,
    },
  });
}

test('채널 더 보기 brings the next 20 channels, then the last ones, then goes away', async () => {
  const { user } = await renderHome(41);
  expect(within(await screen.findByRole('list', { name: '채널' })).getAllByRole('article')).toHaveLength(20);

  await user.click(screen.getByRole('button', { name: '채널 더 보기' }));
  const second = await screen.findByRole('list', { name: '채널 2쪽' });
  expect(within(second).getAllByRole('article')).toHaveLength(20);
  expect(within(second).getByRole('article', { name: '채널 21' })).toBeInTheDocument();

  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '채널 더 보기' }));
  expect(within(await screen.findByRole('list', { name: '채널 3쪽' })).getAllByRole('article')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: '채널 더 보기' })).toBeNull();
});

test('a brand with no more than one page of channels offers no 더 보기', async () => {
  await renderHome(20);
  expect(within(await screen.findByRole('list', { name: '채널' })).getAllByRole('article')).toHaveLength(20);
  expect(screen.queryByRole('button', { name: '채널 더 보기' })).toBeNull();
});
