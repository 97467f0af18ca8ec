// The site's search: a keyword typed in the box asks the API for matching channels and shows them as
// cards; nothing found says so with the keyword; more pages come on 더 보기; a blank box asks nothing.
import { screen, within } from '@testing-library/react';
import type { SeenRequest } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { summaryOf } from '../testing/home-fixtures';
import { renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

/** The API's search: 45 channels named 고양이 1-45 for 고양이, nothing for anything else. */
function searchApi() {
  const cats = Array.from({ length: 45 }, (_, index) => ({
    ...summaryOf(index + 1, `고양이 ${index + 1}`),
    title: `고양이 ${index + 1} 방송 중`,
  }));
  return {
    'GET /api/guest/channels': ({ url }: SeenRequest) => {
      const keyword = url.searchParams.get('keyword');
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 20);
      const found = keyword === '고양이' ? cats : [];
      return {
        status: 200,
        body: { items: found.slice((page - 1) * size, page * size), page, size, total: found.length },
      };
    },
  };
}

test('a keyword typed on the search page shows its channels as cards, 20 at a time, and 더 보기 brings the rest', async () => {
  const { user, router, urls } = await renderChannel({ url: '/search', api: searchApi() });
  expect(await screen.findByRole('heading', { name: '채널 검색' })).toBeInTheDocument();
  const box = screen.getByRole('searchbox', { name: '검색어' });
  expect(box).toHaveFocus();

  await user.click(screen.getByRole('button', { name: '검색' }));
  expect(router.state.location.search).toBe('');

  await user.type(box, '  고양이 {Enter}');
  expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('고양이')}`);
  expect(await screen.findByRole('heading', { name: '‘고양이’ 검색 결과' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('채널 45개');
  const first = screen.getByRole('list', { name: '검색 결과' });
  expect(within(first).getAllByRole('article')).toHaveLength(20);
  expect(within(first).getByRole('link', { name: /고양이 1 방송 중/ })).toHaveAttribute('href', '/live/1');
  expect(urls).toContain(`GET /api/guest/channels?page=1&size=20&keyword=${encodeURIComponent('고양이')}`);

  await user.click(screen.getByRole('button', { name: '더 보기' }));
  expect(within(await screen.findByRole('list', { name: '검색 결과 2쪽' })).getAllByRole('article')).toHaveLength(20);
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '더 보기' }));
  expect(within(await screen.findByRole('list', { name: '검색 결과 3쪽' })).getAllByRole('article')).toHaveLength(5);
  expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
});

test('nothing found says so with the keyword, and a new search starts from its own first page', async () => {
  const { user } = await renderChannel({ url: `/search?keyword=${encodeURIComponent('없는이름')}`, api: searchApi() });
  expect(
    await screen.findByText('‘없는이름’에 대한 검색 결과가 없습니다. 철자를 확인하거나 다른 검색어로 찾아 보세요.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: '검색 결과' })).toBeNull();

  const box = screen.getByRole('searchbox', { name: '검색어' });
  expect(box).toHaveValue('없는이름');
  await user.clear(box);
  await user.type(box, '고양이{Enter}');
  expect(await screen.findByText('채널 45개')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: '검색 결과' })).getAllByRole('article')).toHaveLength(20);
});

test('in English the count and the empty result read naturally', async () => {
  await renderChannel({ url: `/search?keyword=${encodeURIComponent('nobody')}`, api: searchApi(), locale: 'en' });
  expect(
    await screen.findByText('No results for ‘nobody’. Check the spelling or try other words.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Results for ‘nobody’' })).toBeInTheDocument();
});
