// The studio's managers: the list, adding by ID or nickname with the server's refusal under the
// field, and removing after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { afterClickGuard } from '../testing/click-guard';
import { answer, refusal, resetChannelStores } from '../testing/render-channel';
import { openStudioTab } from './testing/render-studio';

afterEach(resetChannelStores);

const helper = { memberId: 7, loginId: 'helper01', nickname: '도우미', appointedAt: '2026-12-01T03:00:00.000Z' };
const second = { memberId: 8, loginId: 'second02', nickname: '둘째매니저', appointedAt: '2026-12-05T03:00:00.000Z' };

test('the owner adds a manager by nickname and sees them listed', async () => {
  let items = [helper];
  const { user, api } = await openStudioTab('매니저', {
    'GET /api/my/studio/1/managers': () => ({ status: 200, body: { items } }),
    'POST /api/my/studio/1/managers': () => {
      items = [helper, second];
      return { status: 200, body: { items } };
    },
  });
  const list = await screen.findByRole('list', { name: '매니저 목록' });
  expect(within(list).getByText('도우미')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '매니저 1명' })).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: '아이디 또는 닉네임' }), '둘째매니저');
  await user.click(screen.getByRole('button', { name: '추가' }));
  expect(await screen.findByText('둘째매니저님을 매니저로 지정했습니다.')).toBeInTheDocument();
  expect(await within(list).findByText('둘째매니저')).toBeInTheDocument();
  expect(JSON.parse(api.seen.find((request) => request.method === 'POST')?.body ?? '{}')).toEqual({ member: '둘째매니저' });
  expect(screen.getByRole('textbox', { name: '아이디 또는 닉네임' })).toHaveValue('');
});

test('an empty name is caught before sending, and the server’s refusal shows under the field', async () => {
  const { user, api } = await openStudioTab('매니저', {
    'GET /api/my/studio/1/managers': answer({ items: [] }),
    'POST /api/my/studio/1/managers': refusal(404, 'NOT_FOUND', '해당 아이디나 닉네임의 회원을 찾을 수 없습니다.'),
  });
  expect(await screen.findByText('아직 매니저가 없습니다.')).toBeInTheDocument();
  const field = screen.getByRole('textbox', { name: '아이디 또는 닉네임' });
  await user.click(screen.getByRole('button', { name: '추가' }));
  expect(field).toHaveAccessibleDescription(expect.stringContaining('아이디나 닉네임을 입력해주세요.'));
  expect(api.count('POST', '/api/my/studio/1/managers')).toBe(0);

  await user.type(field, 'nobody99');
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '추가' }));
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription(expect.stringContaining('해당 아이디나 닉네임의 회원을 찾을 수 없습니다.')),
  );
});

test('removing a manager asks first; cancelling keeps them', async () => {
  let items = [helper, second];
  const { user, api } = await openStudioTab('매니저', {
    'GET /api/my/studio/1/managers': () => ({ status: 200, body: { items } }),
    'DELETE /api/my/studio/1/managers/7': () => {
      items = [second];
      return { status: 200, body: { items } };
    },
  });
  await user.click(await screen.findByRole('button', { name: '도우미 매니저 해제' }));
  const dialog = await screen.findByRole('alertdialog', { name: '매니저를 해제할까요?' });
  expect(within(dialog).getByText('도우미님은 바로 채팅 관리 권한을 잃습니다.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '취소' }));
  expect(api.count('DELETE', '/api/my/studio/1/managers/7')).toBe(0);

  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '도우미 매니저 해제' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '해제' }));
  expect(await screen.findByText('도우미님의 매니저 지정을 해제했습니다.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('도우미')).not.toBeInTheDocument());
  expect(api.count('DELETE', '/api/my/studio/1/managers/7')).toBe(1);
});

test('in English the screen speaks English', async () => {
  await openStudioTab(
    'Managers',
    { 'GET /api/my/studio/1/managers': answer({ items: [helper] }) },
    'en',
  );
  expect(await screen.findByRole('heading', { name: '1 manager' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove 도우미 as manager' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Login ID or nickname' })).toBeInTheDocument();
});

// Nova has no boards: its streamers were told managers "게시판과 공지를 관리합니다" of a board they cannot have.
test('the help names the board only where the brand has boards', async () => {
  await openStudioTab('매니저', { 'GET /api/my/studio/1/managers': answer({ items: [] }) }, 'ko', 'nova');
  expect(
    await screen.findByText('매니저는 채팅에서 강퇴, 차단, 채팅 금지, 얼리기를 할 수 있고 공지를 관리합니다.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/게시판/)).not.toBeInTheDocument();
});

test('where the brand has boards the help says managers run the board and notices', async () => {
  await openStudioTab('매니저', { 'GET /api/my/studio/1/managers': answer({ items: [] }) });
  expect(
    await screen.findByText('매니저는 채팅에서 강퇴, 차단, 채팅 금지, 얼리기를 할 수 있고 게시판과 공지를 관리합니다.'),
  ).toBeInTheDocument();
});
