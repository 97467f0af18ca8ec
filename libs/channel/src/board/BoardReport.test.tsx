// 신고 where the content is: a post and a comment open the report form with their target filled in.
import { screen, within } from '@testing-library/react';
import { BOARD_MESSAGES } from '@onair/contracts';
import { channelApi, commentOf, pageOf, postOf } from '../testing/fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

const sentField = (body: unknown, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(String(body))?.[1];

async function report(user: Awaited<ReturnType<typeof renderChannel>>['user'], button: HTMLElement) {
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: '신고하기' });
  expect(within(dialog).queryByLabelText('대상 번호')).toBeNull();
  await user.selectOptions(within(dialog).getByLabelText('신고 사유'), '욕설/비방');
  await user.type(within(dialog).getByLabelText('신고 내용'), '욕설이 있어요');
  await user.click(within(dialog).getByRole('button', { name: '신고 접수' }));
  expect(await screen.findByText('신고가 접수되었습니다.')).toBeInTheDocument();
  return dialog;
}

test("a member reports a post from the post itself, and never types its number", async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/board/21',
    api: channelApi({
      'GET /api/cs/board-detail': answer(postOf()),
      'GET /api/cs/board-comment': answer(pageOf([])),
      'POST /api/cs/declaration-post': answer({}, 201),
    }),
  });
  const article = await screen.findByRole('article');
  const dialog = await report(user, within(article).getAllByRole('button', { name: '신고' })[0] as HTMLElement);
  expect(dialog).toHaveTextContent('신고 대상: 게시글 어제 방송 최고였어요');
  const [sent] = api.seen.filter((request) => request.method === 'POST' && request.path === '/api/cs/declaration-post');
  expect(sentField(sent?.body, 'targetType')).toBe('board');
  expect(sentField(sent?.body, 'targetId')).toBe('21');
});

test('a comment has its own 신고, and a member sees none on their own post or comment', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/board/21',
    api: channelApi({
      'GET /api/cs/board-detail': answer(postOf({ authorMemberId: 7, authorNickname: '라이브팬', canEdit: true })),
      'GET /api/cs/board-comment': answer(pageOf([commentOf(5, '내 댓글', true), commentOf(6, '나쁜 댓글', false)], 2, 1, 100)),
      'POST /api/cs/declaration-post': answer({}, 201),
    }),
  });
  const theirs = (await screen.findByText('나쁜 댓글')).closest('li') as HTMLElement;
  const mine = screen.getByText('내 댓글').closest('li') as HTMLElement;
  expect(within(mine).queryByRole('button', { name: '신고' })).toBeNull();
  // The post is the member's own: the only 신고 in it is the other member's comment's.
  expect(within(screen.getByRole('article')).getAllByRole('button', { name: '신고' })).toHaveLength(1);
  const dialog = await report(user, within(theirs).getByRole('button', { name: '신고' }));
  expect(dialog).toHaveTextContent('신고 대상: 댓글 열혈시청자');
  const [sent] = api.seen.filter((request) => request.method === 'POST' && request.path === '/api/cs/declaration-post');
  expect(sentField(sent?.body, 'targetType')).toBe('comment');
  expect(sentField(sent?.body, 'targetId')).toBe('6');
});

test('a post the operators hid says so in place of the post', async () => {
  await renderChannel({
    url: '/channel/1/board/21',
    api: channelApi({
      'GET /api/cs/board-detail': answer({ statusCode: 404, code: 'NOT_FOUND', key: 'board.hidden', message: BOARD_MESSAGES.hidden }, 404),
    }),
  });
  expect(await screen.findByText('운영정책에 따라 숨김 처리된 게시글입니다.')).toBeInTheDocument();
  expect(screen.queryByRole('article')).toBeNull();
});
