// Writing a post: a member writes and lands on it; a visitor is asked to sign in; a refusal is shown as sent.
import { act, screen, waitFor } from '@testing-library/react';
import { BOARD_MESSAGES, LIMITS } from '@onair/contracts';
import { imageFile } from '../testing/files';
import { boardSettingsOf, channelApi, postOf, sentTo } from '../testing/fixtures';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

test('a member writes a fan-art post with an image and sees it', async () => {
  const written = postOf({
    boardId: 40,
    category: 2,
    title: '그려봤어요',
    content: '방송 잘 보고 있어요',
    canEdit: true,
    canDelete: true,
  });
  const { user, api } = await renderChannel({
    url: '/channel/1/board',
    api: channelApi({
      'POST /api/cs/board-write': answer(written, 201),
      'GET /api/cs/board-detail': answer(written),
      'GET /api/cs/board-comment': answer({ items: [], page: 1, size: 100, total: 0 }),
    }),
  });
  await user.click(await screen.findByRole('button', { name: '글쓰기' }));
  await user.selectOptions(await screen.findByLabelText('분류'), '팬아트');
  await user.type(screen.getByLabelText('제목'), '그려봤어요');
  await user.type(screen.getByLabelText('내용'), '방송 잘 보고 있어요');
  await user.upload(screen.getByLabelText('이미지 첨부'), imageFile('drawing.png'));
  await user.click(screen.getByRole('button', { name: '등록' }));

  expect(await screen.findByRole('heading', { level: 2, name: '그려봤어요' })).toBeInTheDocument();
  expect(screen.getByText('게시글을 등록했습니다.')).toBeInTheDocument();
  const sent = sentTo(api.seen, 'POST', '/api/cs/board-write');
  expect(sent.body).toContain('name="category"\r\n\r\n2\r\n');
  expect(sent.body).toContain('filename="drawing.png"');
  expect(screen.getByRole('link', { name: '수정' })).toHaveAttribute('href', '/channel/1/board/40/edit');
});

test('a visitor pressing 글쓰기 gets the members-only dialog', async () => {
  const { user } = await renderChannel({
    url: '/channel/1/board',
    member: null,
    api: channelApi({
      'GET /api/cs/board-setting-check': answer(boardSettingsOf({ canWrite: false, canComment: false })),
    }),
  });
  await user.click(await screen.findByRole('button', { name: '글쓰기' }));
  expect(await screen.findByRole('alertdialog', { name: '회원 전용' })).toHaveTextContent('로그인 후 이용가능합니다.');
  expect(screen.queryByLabelText('제목')).toBeNull();
});

test('a board only its runners may write on shows no 글쓰기 to other members', async () => {
  await renderChannel({
    url: '/channel/1/board',
    api: channelApi({
      'GET /api/cs/board-setting-check': answer(boardSettingsOf({ writeAccess: 'owner', canWrite: false })),
    }),
  });
  expect(await screen.findByText('아직 게시글이 없습니다.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '글쓰기' })).toBeNull();
});

test("the API's refusal is shown as sent", async () => {
  const { user } = await renderChannel({
    url: '/channel/1/board/new',
    api: channelApi({ 'POST /api/cs/board-write': refusal(403, 'FORBIDDEN', BOARD_MESSAGES.writeNotAllowed) }),
  });
  await user.type(await screen.findByLabelText('제목'), '안녕하세요');
  await user.type(screen.getByLabelText('내용'), '첫 글입니다');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('이 채널의 게시판에는 글을 쓸 수 없습니다.');
});

test('an empty title is refused at the title field, in the API’s words, and nothing is posted', async () => {
  const { user, urls } = await renderChannel({ url: '/channel/1/board/new', api: channelApi() });
  await user.type(await screen.findByLabelText('내용'), '제목 없는 글');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(screen.getByLabelText('제목')).toHaveAccessibleDescription('제목은 1~100자로 입력해주세요.');
  expect(screen.getByLabelText('제목')).toBeInvalid();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  // Spaces alone are no title either: the API trims before it counts (a second press of 등록, past
  // the button's double-click guard).
  await user.type(screen.getByLabelText('제목'), '   ');
  await act(() => new Promise((resolve) => setTimeout(resolve, LIMITS.doubleClickGuardMs)));
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(screen.getByLabelText('제목')).toHaveAccessibleDescription(BOARD_MESSAGES.title);
  expect(urls.filter((url) => url.startsWith('POST /api/cs/board-write'))).toEqual([]);
});

test('empty content is refused at the content field before posting', async () => {
  const { user, urls } = await renderChannel({ url: '/channel/1/board/new', api: channelApi() });
  await user.type(await screen.findByLabelText('제목'), '안녕하세요');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(screen.getByLabelText('내용')).toHaveAccessibleDescription('내용은 1~5000자로 입력해주세요.');
  expect(screen.getByLabelText('제목')).toBeValid();
  expect(urls.filter((url) => url.startsWith('POST /api/cs/board-write'))).toEqual([]);
});

test('a refused field says nothing more once it is corrected; the other field still says why', async () => {
  const { user } = await renderChannel({ url: '/channel/1/board/new', api: channelApi() });
  await user.click(await screen.findByRole('button', { name: '등록' }));
  expect(screen.getAllByRole('alert')).toHaveLength(2);
  await user.type(screen.getByLabelText('제목'), '안녕하세요');
  expect(screen.getByLabelText('제목')).toBeValid();
  expect(screen.getByLabelText('제목')).not.toHaveAccessibleDescription('제목은 1~100자로 입력해주세요.');
  expect(screen.getByLabelText('내용')).toHaveAccessibleDescription('내용은 1~5000자로 입력해주세요.');
  await user.type(screen.getByLabelText('내용'), '첫 글입니다');
  expect(screen.queryAllByRole('alert')).toHaveLength(0);
});

test('the API’s field errors are shown at their fields, not under the image picker', async () => {
  const { user } = await renderChannel({
    url: '/channel/1/board/new',
    api: channelApi({
      'POST /api/cs/board-write': answer(
        {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: BOARD_MESSAGES.title,
          errors: [
            { field: 'title', in: 'body', message: BOARD_MESSAGES.title },
            { field: 'content', in: 'body', message: BOARD_MESSAGES.content },
          ],
        },
        400,
      ),
    }),
  });
  await user.type(await screen.findByLabelText('제목'), '서버만 아는 규칙');
  await user.type(screen.getByLabelText('내용'), '본문');
  await user.click(screen.getByRole('button', { name: '등록' }));
  await waitFor(() =>
    expect(screen.getByLabelText('제목')).toHaveAccessibleDescription('제목은 1~100자로 입력해주세요.'),
  );
  expect(screen.getByLabelText('내용')).toHaveAccessibleDescription('내용은 1~5000자로 입력해주세요.');
  expect(screen.getAllByRole('alert')).toHaveLength(2);
  expect(screen.getByLabelText('제목')).toHaveValue('서버만 아는 규칙');
});

test('in English the same rule is said in English at the title field', async () => {
  const { user, urls } = await renderChannel({ url: '/channel/1/board/new', api: channelApi(), locale: 'en' });
  await user.type(await screen.findByLabelText('Content'), 'No title here');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Enter a title of 1 to 100 characters.');
  expect(urls.filter((url) => url.startsWith('POST /api/cs/board-write'))).toEqual([]);
});
