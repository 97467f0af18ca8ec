// Suggestions as one types in the search box (docs/discovery.md): asked once typing pauses, a few
// channels, categories and replays, each a link; Escape closes them.
import { screen, waitFor, within } from '@testing-library/react';
import type { SeenRequest } from '@onair/store/testing';
import { summaryOf } from '../testing/home-fixtures';
import { renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

const music = { categoryId: 2, slug: 'music', kind: 'other', nameKo: '음악', nameEn: 'Music', liveChannels: 3, viewerCount: 120 };

function suggestApi() {
  return {
    'GET /api/guest/search': ({ url }: SeenRequest) => {
      const q = url.searchParams.get('q');
      const found = q === '신청곡';
      return {
        status: 200,
        body: {
          channels: found ? [{ ...summaryOf(7, '새벽 노래방'), isLive: true }] : [],
          categories: found ? [music] : [],
          replays: found
            ? [{ recordedStreamId: 9, channelId: 7, channelName: '새벽 노래방', title: '어제의 신청곡', endedAt: '2026-12-01T13:00:00.000Z', durationSeconds: 3600 }]
            : [],
        },
      };
    },
  };
}

test('typing asks once the typist pauses, and shows channels, categories and replays as links', async () => {
  const { user, urls } = await renderChannel({ url: '/search', api: suggestApi() });
  const box = await screen.findByRole('searchbox', { name: '검색어' });
  await user.type(box, '신청곡');

  const panel = await screen.findByRole('region', { name: '검색어 추천' });
  expect(within(panel).getByRole('link', { name: /^LIVE 새벽 노래방/ })).toHaveAttribute('href', '/live/7');
  expect(within(panel).getByRole('link', { name: /음악/ })).toHaveAttribute('href', '/browse/music');
  expect(within(panel).getByRole('link', { name: /어제의 신청곡/ })).toHaveAttribute('href', '/channel/7/replays/9');
  // Debounced: one question for the whole word, none for its first letters.
  const asked = urls.filter((seen) => seen.startsWith('GET /api/guest/search'));
  expect(asked).toEqual([`GET /api/guest/search?q=${encodeURIComponent('신청곡')}&size=4`]);

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('region', { name: '검색어 추천' })).toBeNull());
});

test('a suggestion leads to its page; nothing found shows no panel', async () => {
  const { user, router } = await renderChannel({ url: '/search', api: suggestApi() });
  const box = await screen.findByRole('searchbox', { name: '검색어' });
  await user.type(box, '없는말');
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(screen.queryByRole('region', { name: '검색어 추천' })).toBeNull();

  await user.clear(box);
  await user.type(box, '신청곡');
  const panel = await screen.findByRole('region', { name: '검색어 추천' });
  await user.click(within(panel).getByRole('link', { name: /음악/ }));
  expect(router.state.location.pathname).toBe('/browse/music');
});
