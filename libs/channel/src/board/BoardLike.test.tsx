// Liking a post: the count follows the API's answer; who liked it is listed; a visitor is asked to sign in.
import { screen, within } from '@testing-library/react';
import { afterClickGuard } from '../testing/click-guard';
import { channelApi, postOf } from '../testing/fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

const postApi = (extra = {}) =>
  channelApi({
    'GET /api/cs/board-detail': answer(postOf()),
    'GET /api/cs/board-comment': answer({ items: [], page: 1, size: 100, total: 0 }),
    ...extra,
  });

test('like and take it back: the count changes with each answer', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/board/21',
    api: postApi({
      'POST /api/cs/board-like': ({ body }: { body: string }) =>
        JSON.parse(body).liked
          ? { status: 200, body: { boardId: 21, liked: true, likeCount: 5 } }
          : { status: 200, body: { boardId: 21, liked: false, likeCount: 4 } },
    }),
  });
  await user.click(await screen.findByRole('button', { name: /좋아요 4/ }));
  expect(await screen.findByRole('button', { name: /좋아요 5/ })).toHaveAttribute('aria-pressed', 'true');
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: /좋아요 5/ }));
  expect(await screen.findByRole('button', { name: /좋아요 4/ })).toHaveAttribute('aria-pressed', 'false');
  expect(api.seen.filter((request) => request.path === '/api/cs/board-like').map((request) => JSON.parse(request.body))).toEqual([
    { boardId: 21, liked: true },
    { boardId: 21, liked: false },
  ]);
});

test('who liked a post is listed in a dialog', async () => {
  const { user } = await renderChannel({
    url: '/channel/1/board/21',
    api: postApi({
      'GET /api/cs/board-like-User/21': answer({
        items: [
          { memberId: 8, nickname: '열혈시청자', likedAt: '2025-08-11T12:00:00.000Z' },
          { memberId: 9, nickname: '조용한팬', likedAt: '2025-08-11T11:00:00.000Z' },
        ],
        page: 1,
        size: 20,
        total: 2,
      }),
    }),
  });
  await user.click(await screen.findByRole('button', { name: '좋아요 누른 사람' }));
  const dialog = await screen.findByRole('dialog', { name: '좋아요 누른 사람' });
  expect(await within(dialog).findByText('열혈시청자')).toBeInTheDocument();
  expect(within(dialog).getByText('조용한팬')).toBeInTheDocument();
});

test('a visitor pressing like gets the members-only dialog and nothing is sent', async () => {
  const { user, api } = await renderChannel({ url: '/channel/1/board/21', member: null, api: postApi() });
  await user.click(await screen.findByRole('button', { name: /좋아요 4/ }));
  expect(await screen.findByRole('alertdialog', { name: '회원 전용' })).toBeInTheDocument();
  expect(api.count('POST', '/api/cs/board-like')).toBe(0);
});
