// Writing a post: a member writes and lands on it; a visitor is asked to sign in; a refusal is shown as sent.
import { screen } from '@testing-library/react';
import { BOARD_MESSAGES } from '@onair/contracts';
import { imageFile } from '../testing/files';
import { boardSettingsOf, channelApi, postOf, sentTo } from '../testing/fixtures';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/renderChannel';

afterEach(resetChannelStores);

test('a member writes a fan-art post with an image and sees it', async () => {
  const written = postOf({ boardId: 40, category: 2, title: '그려봤어요', content: '방송 잘 보고 있어요', canEdit: true });
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
    api: channelApi({ 'GET /api/cs/board-setting-check': answer(boardSettingsOf({ canWrite: false, canComment: false })) }),
  });
  await user.click(await screen.findByRole('button', { name: '글쓰기' }));
  expect(await screen.findByRole('alertdialog', { name: '회원 전용' })).toHaveTextContent('로그인 후 이용가능합니다.');
  expect(screen.queryByLabelText('제목')).toBeNull();
});

test('a board only its runners may write on shows no 글쓰기 to other members', async () => {
  await renderChannel({
    url: '/channel/1/board',
    api: channelApi({ 'GET /api/cs/board-setting-check': answer(boardSettingsOf({ writeAccess: 'owner', canWrite: false })) }),
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
