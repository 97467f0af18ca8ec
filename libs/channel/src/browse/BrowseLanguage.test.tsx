// Browse by the broadcast's language (docs/discovery.md): the chips keep the category and tag, the
// address says the language, and the tiles and the list ask the API for that language only.
import { screen, waitFor, within } from '@testing-library/react';
import { summaryOf } from '../testing/home-fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

const music = {
  categoryId: 2,
  slug: 'music',
  kind: 'other',
  nameKo: '음악',
  nameEn: 'Music',
  liveChannels: 2,
  viewerCount: 30,
};
const pageOf = (items: ReturnType<typeof summaryOf>[], extra: Record<string, unknown> = {}) => ({
  category: null,
  tag: null,
  language: null,
  items,
  page: 1,
  size: 40,
  total: items.length,
  ...extra,
});

test('/browse?language=en lists the English broadcasts across categories, with the chip marked', async () => {
  const { urls, user, router } = await renderChannel({
    url: '/browse?language=en',
    api: {
      'GET /api/guest/categories': answer({ items: [music] }),
      'GET /api/guest/browse': answer(
        pageOf([{ ...summaryOf(5, 'English Talk'), isLive: true, language: 'en' }], { language: 'en' }),
      ),
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: '영어 방송' })).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'English Talk' })).toBeInTheDocument();
  expect(urls.some((url) => url.startsWith('GET /api/guest/browse?') && url.includes('language=en'))).toBe(true);
  const chips = screen.getByRole('navigation', { name: '방송 언어로 찾기' });
  expect(within(chips).getByRole('link', { name: '영어' })).toHaveAttribute('aria-current', 'page');
  expect(
    within(chips)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['모든 언어', '한국어', '영어', '일본어', '중국어']);
  // 모든 언어 goes back to the category tiles.
  await user.click(within(chips).getByRole('link', { name: '모든 언어' }));
  expect(router.state.location.search).toBe('');
  expect(await screen.findByRole('list', { name: '카테고리' })).toBeInTheDocument();
});

test("choosing a language asks for the tiles again in it: their counts and order are that language's", async () => {
  const talk = {
    ...music,
    categoryId: 1,
    slug: 'talk',
    nameKo: '토크',
    nameEn: 'Talk',
    liveChannels: 1,
    viewerCount: 5,
  };
  const tilesIn = (language: string | null) =>
    language === 'en'
      ? [
          { ...talk, liveChannels: 1, viewerCount: 5 },
          { ...music, liveChannels: 0, viewerCount: 0 },
        ]
      : [
          { ...music, liveChannels: 3, viewerCount: 120 },
          { ...talk, liveChannels: 1, viewerCount: 5 },
        ];
  const { urls, user, router } = await renderChannel({
    url: '/browse',
    api: {
      'GET /api/guest/categories': (request) => ({
        status: 200,
        body: { items: tilesIn(request.url.searchParams.get('language')) },
      }),
      'GET /api/guest/browse': answer(pageOf([], { language: 'en' })),
    },
  });
  const tiles = await screen.findByRole('list', { name: '카테고리' });
  const names = (list: HTMLElement) =>
    within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
  expect(names(tiles)).toEqual(['음악', '토크']);
  expect(within(tiles).getByRole('link', { name: '음악' })).toHaveTextContent('3개 채널 방송 중');

  const chips = screen.getByRole('navigation', { name: '방송 언어로 찾기' });
  await user.click(within(chips).getByRole('link', { name: '영어' }));
  expect(router.state.location.search).toBe('?language=en');
  await waitFor(() => expect(names(screen.getByRole('list', { name: '카테고리' }))).toEqual(['토크', '음악']));
  const english = screen.getByRole('list', { name: '카테고리' });
  expect(within(english).getByRole('link', { name: '음악' })).toHaveTextContent('방송 중인 채널 없음');
  expect(within(english).getByRole('link', { name: '토크' })).toHaveTextContent('1개 채널 방송 중');
  // A tile keeps the language on its category's page.
  expect(within(english).getByRole('link', { name: '토크' })).toHaveAttribute('href', '/browse/talk?language=en');
  expect(urls.filter((url) => url.startsWith('GET /api/guest/categories'))).toEqual([
    'GET /api/guest/categories',
    'GET /api/guest/categories?language=en',
  ]);
});

test("a category's page narrows by language and keeps the tag in the chips' addresses", async () => {
  const { urls } = await renderChannel({
    url: '/browse/music?tag=%EC%8B%A0%EC%B2%AD%EA%B3%A1',
    api: {
      'GET /api/guest/browse': answer(
        pageOf([{ ...summaryOf(6, '신청곡 방송'), isLive: true }], { category: music, tag: '신청곡' }),
      ),
    },
  });
  expect(await screen.findByRole('article', { name: '신청곡 방송' })).toBeInTheDocument();
  const chips = screen.getByRole('navigation', { name: '방송 언어로 찾기' });
  expect(within(chips).getByRole('link', { name: '모든 언어' })).toHaveAttribute('aria-current', 'page');
  expect(within(chips).getByRole('link', { name: '일본어' })).toHaveAttribute(
    'href',
    `/browse/music?tag=${encodeURIComponent('신청곡')}&language=ja`,
  );
  expect(urls.filter((url) => url.startsWith('GET /api/guest/browse')).every((url) => !url.includes('language='))).toBe(
    true,
  );
});
