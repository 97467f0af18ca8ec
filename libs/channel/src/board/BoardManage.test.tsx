// Running a board: who runs the channel pins a post (a pinned post reads 고정, the button's word); its author
// deletes it after confirming; who runs the channel may delete a member's post but only its author edits it.
import { screen, within } from '@testing-library/react';
import { boardSettingsOf, channelApi, postOf, sentTo } from '../testing/fixtures';
import { OWNER } from '../testing/members';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

const comments = answer({ items: [], page: 1, size: 100, total: 0 });

test('who runs the channel pins a post to the top', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/board/21',
    member: OWNER,
    api: channelApi({
      'GET /api/cs/board-setting-check': answer(boardSettingsOf({ runsChannel: true })),
      'GET /api/cs/board-detail': answer(postOf()),
      'GET /api/cs/board-comment': comments,
      'PUT /api/cs/board-important/1/21': answer({ boardId: 21, important: true }),
    }),
  });
  await user.click(await screen.findByRole('button', { name: '상단 고정' }));
  expect(await screen.findByText('게시글을 상단에 고정했습니다.')).toBeInTheDocument();
  expect(JSON.parse(sentTo(api.seen, 'PUT', '/api/cs/board-important/1/21').body)).toEqual({ important: true });
});

test('a pinned post reads 고정 above its title, the pin button 고정 해제, and its category stays', async () => {
  await renderChannel({
    url: '/channel/1/board/21',
    member: OWNER,
    api: channelApi({
      'GET /api/cs/board-setting-check': answer(boardSettingsOf({ runsChannel: true })),
      'GET /api/cs/board-detail': answer(postOf({ category: 3, important: true })),
      'GET /api/cs/board-comment': comments,
    }),
  });
  const heading = await screen.findByRole('heading', { name: /어제 방송 최고였어요/ });
  expect(within(heading).getByText('고정')).toBeInTheDocument();
  expect(heading).not.toHaveTextContent('중요');
  expect(screen.getByText('질문')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '고정 해제' })).toBeInTheDocument();
});

test('a member who does not run the channel cannot pin; the author deletes the post after confirming', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/board/21',
    api: channelApi({
      'GET /api/cs/board-detail': answer(postOf({ authorMemberId: 7, canEdit: true, canDelete: true })),
      'GET /api/cs/board-comment': comments,
      'DELETE /api/cs/board-delete/21': answer({ boardId: 21, deleted: true }),
    }),
  });
  expect(await screen.findByRole('link', { name: '수정' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '삭제' }));
  expect(screen.queryByRole('button', { name: '상단 고정' })).toBeNull();
  const dialog = await screen.findByRole('alertdialog', { name: '게시글 삭제' });
  await user.click(within(dialog).getByRole('button', { name: '삭제' }));
  expect(await screen.findByText('게시글을 삭제했습니다.')).toBeInTheDocument();
  expect(await screen.findByText('아직 게시글이 없습니다.')).toBeInTheDocument();
  expect(api.count('DELETE', '/api/cs/board-delete/21')).toBe(1);
  // The page leaves with the request: the deleted post is never asked for again (a 404 in the console).
  expect(api.count('GET', '/api/cs/board-detail')).toBe(1);
});

test("the owner may delete a member's post but is not offered 수정: only its author edits", async () => {
  await renderChannel({
    url: '/channel/1/board/21',
    member: OWNER,
    api: channelApi({
      'GET /api/cs/board-setting-check': answer(boardSettingsOf({ runsChannel: true })),
      'GET /api/cs/board-detail': answer(postOf({ canEdit: false, canDelete: true })),
      'GET /api/cs/board-comment': comments,
    }),
  });
  expect(await screen.findByRole('button', { name: '삭제' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
});

test("the owner opening the edit address of a member's post gets no form, only why", async () => {
  await renderChannel({
    url: '/channel/1/board/21/edit',
    member: OWNER,
    api: channelApi({
      'GET /api/cs/board-setting-check': answer(boardSettingsOf({ runsChannel: true })),
      'GET /api/cs/board-detail': answer(postOf({ canEdit: false, canDelete: true })),
    }),
  });
  expect(await screen.findByText('본인이 작성한 글만 수정하거나 삭제할 수 있습니다.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '게시글 수정' })).toBeNull();
});

test('its author opening the edit address of an own post on a board closed to member posts is told the board is closed', async () => {
  await renderChannel({
    url: '/channel/1/board/21/edit',
    api: channelApi({
      'GET /api/cs/board-setting-check': answer(boardSettingsOf({ writeAccess: 'owner', canWrite: false })),
      'GET /api/cs/board-detail': answer(postOf({ authorMemberId: 7, canEdit: false, canDelete: true })),
    }),
  });
  expect(
    await screen.findByText('이 게시판은 닫혀 있어 글을 수정할 수 없습니다. 삭제는 할 수 있습니다.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('본인이 작성한 글만 수정하거나 삭제할 수 있습니다.')).toBeNull();
  expect(screen.queryByRole('heading', { name: '게시글 수정' })).toBeNull();
});
