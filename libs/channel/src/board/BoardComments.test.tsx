// Comments under a post: write one, delete your own after confirming, a refusal shown as sent, a visitor asked to sign in.
import { screen, within } from '@testing-library/react';
import { BOARD_MESSAGES } from '@onair/contracts';
import { channelApi, commentOf, postOf } from '../testing/fixtures';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

test('a member writes a comment, sees it, and deletes it after confirming', async () => {
  let comments = [commentOf(1, '저도요!', false)];
  const { user, api } = await renderChannel({
    url: '/channel/1/board/21',
    api: channelApi({
      'GET /api/cs/board-detail': answer(postOf()),
      'GET /api/cs/board-comment': () => ({
        status: 200,
        body: { items: comments, page: 1, size: 100, total: comments.length },
      }),
      'POST /api/cs/board-comment': ({ body }: { body: string }) => {
        const written = commentOf(2, JSON.parse(body).content, true);
        comments = [...comments, written];
        return { status: 201, body: written };
      },
      'DELETE /api/cs/board-comment/2': () => {
        comments = comments.filter((entry) => entry.commentId !== 2);
        return { status: 200, body: { deleted: true } };
      },
    }),
  });
  expect(await screen.findByText('저도요!')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '열혈시청자님의 댓글 삭제' })).toBeNull();

  await user.type(screen.getByLabelText('댓글 내용'), '다음 방송도 기대돼요');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('다음 방송도 기대돼요')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '댓글 2개' })).toBeInTheDocument();
  expect(screen.getByLabelText('댓글 내용')).toHaveValue('');

  // 삭제 asks first, as a post's does: 취소 keeps the comment and sends nothing.
  await user.click(screen.getByRole('button', { name: '라이브팬님의 댓글 삭제' }));
  const asked = await screen.findByRole('alertdialog', { name: '댓글 삭제' });
  expect(asked).toHaveTextContent('삭제하면 되돌릴 수 없습니다. 삭제할까요?');
  await user.click(within(asked).getByRole('button', { name: '취소' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(screen.getByText('다음 방송도 기대돼요')).toBeInTheDocument();
  expect(api.count('DELETE', '/api/cs/board-comment/2')).toBe(0);

  await user.click(screen.getByRole('button', { name: '라이브팬님의 댓글 삭제' }));
  const confirm = await screen.findByRole('alertdialog', { name: '댓글 삭제' });
  await user.click(within(confirm).getByRole('button', { name: '삭제' }));
  await within(screen.getByRole('article')).findByRole('heading', { name: '댓글 1개' });
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(screen.queryByText('다음 방송도 기대돼요')).toBeNull();
});

test("a refused comment shows the API's words", async () => {
  const { user } = await renderChannel({
    url: '/channel/1/board/21',
    api: channelApi({
      'GET /api/cs/board-detail': answer(postOf()),
      'GET /api/cs/board-comment': answer({ items: [], page: 1, size: 100, total: 0 }),
      'POST /api/cs/board-comment': refusal(403, 'FORBIDDEN', BOARD_MESSAGES.commentNotAllowed),
    }),
  });
  await user.type(await screen.findByLabelText('댓글 내용'), '안녕하세요');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(BOARD_MESSAGES.commentNotAllowed);
});

test('an empty comment is refused in the rule’s words without asking the API', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/board/21',
    api: channelApi({
      'GET /api/cs/board-detail': answer(postOf()),
      'GET /api/cs/board-comment': answer({ items: [], page: 1, size: 100, total: 0 }),
    }),
  });
  await user.type(await screen.findByLabelText('댓글 내용'), '   ');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(BOARD_MESSAGES.comment);
  expect(api.count('POST', '/api/cs/board-comment')).toBe(0);
});

test('a post with more comments than one page gets pages, and a new comment is shown on the last one', async () => {
  const contents = Array.from({ length: 130 }, (_, i) => `댓글 ${i + 1}`);
  const { user, urls } = await renderChannel({
    url: '/channel/1/board/21',
    api: channelApi({
      'GET /api/cs/board-detail': answer(postOf()),
      'GET /api/cs/board-comment': ({ url }: { url: URL }) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        const first = (page - 1) * 100 + 1;
        const items = contents.slice(first - 1, first + 99).map((text, i) => commentOf(first + i, text, false));
        return { status: 200, body: { items, page, size: 100, total: contents.length } };
      },
      'POST /api/cs/board-comment': ({ body }: { body: string }) => {
        contents.push(JSON.parse(body).content);
        return { status: 201, body: commentOf(contents.length, JSON.parse(body).content, true) };
      },
    }),
  });
  expect(await screen.findByText('댓글 100')).toBeInTheDocument();
  expect(screen.queryByText('댓글 101')).toBeNull();
  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(await screen.findByText('댓글 130')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '이전' }));
  await screen.findByText('댓글 1');
  await user.type(screen.getByLabelText('댓글 내용'), '맨 뒤에 달린 댓글');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('맨 뒤에 달린 댓글')).toBeInTheDocument();
  expect(urls.filter((entry) => entry.startsWith('GET /api/cs/board-comment')).at(-1)).toContain('page=2');
});

test('a visitor writing a comment gets the members-only dialog', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/board/21',
    member: null,
    api: channelApi({
      'GET /api/cs/board-detail': answer(postOf()),
      'GET /api/cs/board-comment': answer({ items: [], page: 1, size: 100, total: 0 }),
    }),
  });
  await user.type(await screen.findByLabelText('댓글 내용'), '안녕하세요');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByRole('alertdialog', { name: '회원 전용' })).toBeInTheDocument();
  expect(api.count('POST', '/api/cs/board-comment')).toBe(0);
});
