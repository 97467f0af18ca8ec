// The board's settings in the studio: who may post and whether members may comment, as stored and saved.
import { screen } from '@testing-library/react';
import { OWNER } from '../testing/members';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/render-channel';
import { studioRoutes } from './studio-routes';
import { openStudioTab } from './testing/render-studio';

afterEach(resetChannelStores);

const stored = { channelId: 1, writeAccess: 'all', commentsEnabled: true, canWrite: true, canComment: true, runsChannel: true };

test('the stored settings show, and saving sends the owner’s choice', async () => {
  const sent: unknown[] = [];
  const { user } = await openStudioTab('게시판 설정', {
    'GET /api/cs/board-setting-check': answer(stored),
    'PUT /api/cs/board-setting': (request) => {
      sent.push(JSON.parse(request.body));
      return { status: 200, body: { ...stored, writeAccess: 'owner', commentsEnabled: false } };
    },
  });
  expect(await screen.findByRole('radio', { name: '모든 회원' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: '회원 댓글 허용' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: '채널 주인과 매니저만' }));
  await user.click(screen.getByRole('checkbox', { name: '회원 댓글 허용' }));
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('게시판 설정을 저장했습니다.')).toBeInTheDocument();
  expect(sent).toEqual([{ channelId: 1, writeAccess: 'owner', commentsEnabled: false }]);
});

test('a refusal is shown in words', async () => {
  const { user } = await openStudioTab('게시판 설정', {
    'GET /api/cs/board-setting-check': answer(stored),
    'PUT /api/cs/board-setting': refusal(403, 'FORBIDDEN', '권한이 없습니다.'),
  });
  await user.click(await screen.findByRole('button', { name: '저장' }));
  expect(await screen.findByText('권한이 없습니다.')).toBeInTheDocument();
});

test('a brand without boards has no board tab', async () => {
  // mint has boards off (its brand config); the other tabs stay.
  await renderChannel({
    url: '/studio',
    routes: studioRoutes,
    member: OWNER,
    brand: 'mint',
    api: {
      'GET /api/my/studio/1/live': answer({ channelId: 1, isLive: false, viewerCount: 0, liveStartedAt: null, minutes: [], recentEvents: [] }),
    },
  });
  expect(await screen.findByRole('tab', { name: '매니저' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: '게시판 설정' })).not.toBeInTheDocument();
});
