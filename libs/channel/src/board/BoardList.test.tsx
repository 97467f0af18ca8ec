// The board tab: category tabs, the search and the pages ask the API for what the reader picked.
import { screen, within } from '@testing-library/react';
import { channelApi, pageOf, postOf } from '../testing/fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

const listCalls = (urls: string[]) => urls.filter((url) => url.startsWith('GET /api/cs/board-list'));

test('posts are listed with their category, comments, likes and views; a pinned one is marked 고정 and keeps its category', async () => {
  await renderChannel({
    url: '/channel/1/board',
    api: channelApi({
      'GET /api/cs/board-list': answer(
        pageOf([
          postOf({ boardId: 22, category: 2, title: '이번 주 그림 모음', important: true }),
          postOf({ category: 3, commentCount: 2, title: '다음 방송 언제인가요?' }),
        ]),
      ),
    }),
  });
  const list = await screen.findByRole('list', { name: '게시글 목록' });
  const [pinned, question] = within(list).getAllByRole('link');
  // The badge says what the owner's 상단 고정 button did; the category is still there beside it.
  expect(within(pinned as HTMLElement).getByText('고정')).toBeInTheDocument();
  expect(within(pinned as HTMLElement).getByText('팬아트')).toBeInTheDocument();
  expect(pinned).not.toHaveTextContent('중요');
  expect(pinned).toHaveAttribute('href', '/channel/1/board/22');
  expect(question).toHaveTextContent('질문');
  expect(question).toHaveTextContent('[2]');
  expect(question).toHaveTextContent('좋아요 4');
  expect(question).toHaveTextContent('조회 30');
});

test('a category tab, a search and the next page each ask for that slice of the board', async () => {
  const { user, urls } = await renderChannel({
    url: '/channel/1/board',
    api: channelApi({ 'GET /api/cs/board-list': answer(pageOf([postOf()], 25)) }),
  });
  await screen.findByRole('list', { name: '게시글 목록' });
  expect(listCalls(urls)).toContain('GET /api/cs/board-list?channelId=1&page=1&size=10');

  await user.click(screen.getByRole('tab', { name: '팬아트' }));
  expect(screen.getByRole('tab', { name: '팬아트' })).toHaveAttribute('aria-selected', 'true');
  await screen.findByRole('list', { name: '게시글 목록' });
  expect(listCalls(urls).at(-1)).toBe('GET /api/cs/board-list?channelId=1&category=2&page=1&size=10');

  await user.selectOptions(screen.getByLabelText('검색 범위'), '작성자');
  await user.type(screen.getByLabelText('검색어'), '열혈');
  await user.click(screen.getByRole('button', { name: '검색' }));
  await screen.findByText('1 / 3');
  expect(listCalls(urls).at(-1)).toBe(
    `GET /api/cs/board-list?channelId=1&category=2&filter=author&keyword=${encodeURIComponent('열혈')}&page=1&size=10`,
  );

  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(await screen.findByText('2 / 3')).toBeInTheDocument();
  expect(listCalls(urls).at(-1)).toContain('page=2&size=10');
});

test('Enter searches at once without the spaces around the keyword; an empty search shows the whole board again', async () => {
  const { user, urls, router } = await renderChannel({
    url: '/channel/1/board',
    api: channelApi({
      'GET /api/cs/board-list': (request) =>
        answer(
          pageOf([
            postOf({ title: request.url.searchParams.get('keyword') ? '다음 방송 공지' : '어제 방송 최고였어요' }),
          ]),
        )(request),
    }),
  });
  const keyword = await screen.findByRole('searchbox', { name: '검색어' });
  await user.type(keyword, '  다음 방송  {Enter}');
  // The address changes with the Enter key itself, before any answer.
  const searched = new URLSearchParams({ filter: 'all', keyword: '다음 방송' });
  expect(router.state.location.search).toBe(`?${searched}`);
  expect(await screen.findByRole('link', { name: /다음 방송 공지/ })).toBeInTheDocument();
  expect(listCalls(urls).at(-1)).toContain(`&${searched}&page=1`);
  expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('다음 방송');

  await user.clear(screen.getByRole('searchbox', { name: '검색어' }));
  await user.type(screen.getByRole('searchbox', { name: '검색어' }), '   ');
  await user.click(screen.getByRole('button', { name: '검색' }));
  expect(router.state.location.search).toBe('');
  expect(await screen.findByRole('link', { name: /어제 방송 최고였어요/ })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('');
});

test('a search without results says so', async () => {
  await renderChannel({ url: '/channel/1/board?filter=title&keyword=없는글', api: channelApi() });
  expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
  expect(screen.getByLabelText('검색어')).toHaveValue('없는글');
});

test('a page past the last one (an old link) shows the last page with posts, not an empty board', async () => {
  const { urls } = await renderChannel({
    url: '/channel/1/board?page=9',
    api: channelApi({
      'GET /api/cs/board-list': ({ url }: { url: URL }) => {
        const page = Number(url.searchParams.get('page'));
        return { status: 200, body: pageOf(page === 3 ? [postOf({ title: '마지막 페이지의 글' })] : [], 25, page) };
      },
    }),
  });
  expect(await screen.findByText('마지막 페이지의 글')).toBeInTheDocument();
  expect(screen.getByText('3 / 3')).toBeInTheDocument();
  expect(screen.queryByText('아직 게시글이 없습니다.')).toBeNull();
  expect(listCalls(urls).at(-1)).toContain('page=3&size=10');
});
