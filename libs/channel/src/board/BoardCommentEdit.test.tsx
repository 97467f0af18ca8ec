// Editing one's own comment in place: 저장 shows the new words and (수정됨), 취소 or Escape keeps the old,
// an empty edit is refused before asking the API, and nobody is offered 수정 on someone else's comment.
import { screen, within } from '@testing-library/react';
import { BOARD_MESSAGES } from '@onair/contracts';
import type { FakeRoute } from '@onair/store/testing';
import { channelApi, commentOf, postOf } from '../testing/fixtures';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

type Comment = ReturnType<typeof commentOf>;
/** The post and its comments; `comments` is asked again on each list request, so edits show. */
function boardWith(comments: Comment[] | (() => Comment[]), extra: Record<string, FakeRoute> = {}) {
  const current = typeof comments === 'function' ? comments : () => comments;
  return channelApi({
    'GET /api/cs/board-detail': answer(postOf()),
    'GET /api/cs/board-comment': () => ({
      status: 200,
      body: { items: current(), page: 1, size: 100, total: current().length },
    }),
    ...extra,
  });
}

test('the author edits their comment in place and the list shows the new words marked (수정됨)', async () => {
  const theirs = commentOf(1, '다른 분 댓글', false);
  let mine = commentOf(2, '오타 있는 댓글', true);
  const comments = () => [theirs, mine];
  const { user } = await renderChannel({
    url: '/channel/1/board/21',
    api: boardWith(comments, {
      'PUT /api/cs/board-comment/2': ({ body }: { body: string }) => {
        mine = { ...mine, content: JSON.parse(body).content, edited: true };
        return { status: 200, body: mine };
      },
    }),
  });
  await screen.findByText('오타 있는 댓글');
  expect(screen.queryByRole('button', { name: '열혈시청자님의 댓글 수정' })).toBeNull();
  expect(screen.queryByText('(수정됨)')).toBeNull();

  await user.click(screen.getByRole('button', { name: '라이브팬님의 댓글 수정' }));
  const field = screen.getByLabelText('댓글 수정');
  expect(field).toHaveValue('오타 있는 댓글');
  expect(field).toHaveFocus();
  await user.clear(field);
  await user.type(field, '고친 댓글');
  await user.click(screen.getByRole('button', { name: '저장' }));

  expect(await screen.findByText('고친 댓글')).toBeInTheDocument();
  expect(screen.queryByLabelText('댓글 수정')).toBeNull();
  expect(screen.queryByText('오타 있는 댓글')).toBeNull();
  const items = screen.getAllByRole('listitem');
  expect(items.find((item) => within(item).queryByText('고친 댓글'))).toHaveTextContent('(수정됨)');
  expect(screen.getAllByText('(수정됨)')).toHaveLength(1);
  expect(screen.getByRole('button', { name: '라이브팬님의 댓글 수정' })).toHaveFocus();
});

test('취소 and Escape leave the comment as it was without asking the API', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/board/21',
    api: boardWith([commentOf(2, '그대로 둘 댓글', true)]),
  });
  await user.click(await screen.findByRole('button', { name: '라이브팬님의 댓글 수정' }));
  await user.type(screen.getByLabelText('댓글 수정'), ' 덧붙임');
  await user.click(screen.getByRole('button', { name: '취소' }));
  expect(screen.queryByLabelText('댓글 수정')).toBeNull();
  expect(screen.getByText('그대로 둘 댓글')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '라이브팬님의 댓글 수정' }));
  expect(screen.getByLabelText('댓글 수정')).toHaveValue('그대로 둘 댓글');
  await user.type(screen.getByLabelText('댓글 수정'), ' 또 덧붙임{Escape}');
  expect(screen.queryByLabelText('댓글 수정')).toBeNull();
  expect(screen.getByText('그대로 둘 댓글')).toBeInTheDocument();
  expect(api.count('PUT', '/api/cs/board-comment/2')).toBe(0);
});

test('an emptied comment is refused in the rule’s words without asking the API', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/board/21',
    api: boardWith([commentOf(2, '지울 뻔한 댓글', true)]),
  });
  await user.click(await screen.findByRole('button', { name: '라이브팬님의 댓글 수정' }));
  await user.clear(screen.getByLabelText('댓글 수정'));
  await user.type(screen.getByLabelText('댓글 수정'), '   ');
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(BOARD_MESSAGES.comment);
  expect(screen.getByLabelText('댓글 수정')).toBeInTheDocument();
  expect(api.count('PUT', '/api/cs/board-comment/2')).toBe(0);
});

test("a refused edit shows the API's words and keeps what was typed", async () => {
  const { user } = await renderChannel({
    url: '/channel/1/board/21',
    api: boardWith([commentOf(2, '원래 댓글', true)], {
      'PUT /api/cs/board-comment/2': refusal(403, 'FORBIDDEN', BOARD_MESSAGES.commentNotAllowed),
    }),
  });
  await user.click(await screen.findByRole('button', { name: '라이브팬님의 댓글 수정' }));
  await user.type(screen.getByLabelText('댓글 수정'), '!');
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(BOARD_MESSAGES.commentNotAllowed);
  expect(screen.getByLabelText('댓글 수정')).toHaveValue('원래 댓글!');
});

test('who runs the channel may delete a member’s comment but is offered no 수정 on it', async () => {
  await renderChannel({
    url: '/channel/1/board/21',
    api: boardWith([commentOf(1, '팬의 댓글', false, { canDelete: true })]),
  });
  expect(await screen.findByRole('button', { name: '열혈시청자님의 댓글 삭제' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '열혈시청자님의 댓글 수정' })).toBeNull();
  expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
});
