// Replies under a comment (one level): the 답글 box under the comment, the reply listed there, a
// comment deleted while it has replies kept as 삭제된 댓글입니다., no 답글 on a reply.
import { screen, within } from '@testing-library/react';
import { BOARD_MESSAGES } from '@onair/contracts';
import { channelApi, commentOf, postOf } from '../testing/fixtures';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

type Thread = ReturnType<typeof commentOf> & { replies: ReturnType<typeof commentOf>[] };
const pageOf = (items: Thread[], commentCount: number) => ({
  items,
  page: 1,
  size: 100,
  total: items.length,
  commentCount,
});

test('a member replies to a comment: the reply goes under it, naming its comment, and the count grows', async () => {
  const question = commentOf(1, '오늘 방송 몇 시예요?', false);
  let answers: ReturnType<typeof commentOf>[] = [];
  const { user, api } = await renderChannel({
    url: '/channel/1/board/21',
    api: channelApi({
      'GET /api/cs/board-detail': answer(postOf()),
      'GET /api/cs/board-comment': () => ({ status: 200, body: pageOf([{ ...question, replies: answers }], 1 + answers.length) }),
      'POST /api/cs/board-comment': ({ body }: { body: string }) => {
        const sent = JSON.parse(body) as { content: string; parentCommentId: number };
        const reply = commentOf(2, sent.content, true, { parentCommentId: sent.parentCommentId });
        answers = [reply];
        return { status: 201, body: reply };
      },
    }),
  });
  expect(await screen.findByText('오늘 방송 몇 시예요?')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '댓글 1개' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '열혈시청자님의 댓글에 답글 달기' }));
  const box = screen.getByLabelText('열혈시청자님의 댓글에 남길 답글');
  expect(box).toHaveFocus();
  await user.type(box, '밤 9시에 해요!');
  const form = box.closest('form') as HTMLFormElement;
  await user.click(within(form).getByRole('button', { name: '등록' }));

  const replies = await screen.findByRole('list', { name: '열혈시청자님의 댓글에 달린 답글' });
  expect(within(replies).getByText('밤 9시에 해요!')).toBeInTheDocument();
  expect(JSON.parse(api.seen.find((request) => request.method === 'POST')?.body ?? '')).toEqual({
    boardId: 21,
    content: '밤 9시에 해요!',
    parentCommentId: 1,
  });
  expect(screen.queryByLabelText('열혈시청자님의 댓글에 남길 답글')).toBeNull();
  expect(await screen.findByRole('heading', { name: '댓글 2개' })).toBeInTheDocument();
  // One level: a reply has no 답글 of its own, but its author may edit and delete it.
  expect(within(replies).queryByRole('button', { name: /답글 달기/ })).toBeNull();
  expect(within(replies).getByRole('button', { name: '라이브팬님의 댓글 삭제' })).toBeInTheDocument();
});

test("a refused reply shows the API's words in its box; 취소 closes the box", async () => {
  const { user } = await renderChannel({
    url: '/channel/1/board/21',
    api: channelApi({
      'GET /api/cs/board-detail': answer(postOf()),
      'GET /api/cs/board-comment': answer(pageOf([{ ...commentOf(1, '댓글', false), replies: [] }], 1)),
      'POST /api/cs/board-comment': refusal(403, 'FORBIDDEN', BOARD_MESSAGES.commentNotAllowed),
    }),
  });
  await user.click(await screen.findByRole('button', { name: '열혈시청자님의 댓글에 답글 달기' }));
  const box = screen.getByLabelText('열혈시청자님의 댓글에 남길 답글');
  await user.type(box, '답글');
  const form = box.closest('form') as HTMLFormElement;
  await user.click(within(form).getByRole('button', { name: '등록' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(BOARD_MESSAGES.commentNotAllowed);
  await user.click(within(form).getByRole('button', { name: '취소' }));
  expect(screen.queryByLabelText('열혈시청자님의 댓글에 남길 답글')).toBeNull();
});

test('a comment deleted while it has replies says so and keeps them; it offers nothing to do', async () => {
  const removed = {
    ...commentOf(1, '', false, { authorNickname: '', authorMemberId: 0, removed: true }),
    replies: [commentOf(2, '남은 답글', false)],
  };
  await renderChannel({
    url: '/channel/1/board/21',
    api: channelApi({
      'GET /api/cs/board-detail': answer(postOf()),
      'GET /api/cs/board-comment': answer(pageOf([removed], 1)),
    }),
  });
  expect(await screen.findByText('삭제된 댓글입니다.')).toBeInTheDocument();
  const replies = screen.getByRole('list', { name: '삭제된 댓글에 달린 답글' });
  expect(within(replies).getByText('남은 답글')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /답글 달기/ })).toBeNull();
});
