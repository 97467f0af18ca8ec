// The studio's ban list: who, which sanction, when, by whom, until when; unban and unmute after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { answer, refusal, resetChannelStores } from '../testing/render-channel';
import { openStudioTab } from './testing/render-studio';

afterEach(resetChannelStores);

const banned = {
  memberId: 11,
  loginId: 'rowdy001',
  nickname: '난동꾼',
  kind: 'blacklist',
  since: '2026-12-06T12:00:00.000Z',
  until: null,
  byNickname: '도우미',
};
const muted = {
  memberId: 12,
  loginId: 'loud0002',
  nickname: '시끄러운',
  kind: 'dumb',
  since: '2026-12-07T01:00:00.000Z',
  until: '2026-12-07T01:10:00.000Z',
  byNickname: null,
};

test('each sanction shows its kind, moderator and end; unbanning asks first and empties the list', async () => {
  let items: unknown[] = [banned, muted];
  const { user, api } = await openStudioTab('차단 목록', {
    'GET /api/my/studio/1/sanctions': () => ({ status: 200, body: { items } }),
    'DELETE /api/my/studio/1/sanctions/11/ban': () => {
      items = [muted];
      return { status: 200, body: { items } };
    },
  });
  const list = await screen.findByRole('list', { name: '차단 목록' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(within(first as HTMLElement).getByText('차단')).toBeInTheDocument();
  expect(within(first as HTMLElement).getByText(/처리: 도우미/)).toHaveTextContent('해제할 때까지');
  expect(within(second as HTMLElement).getByText('채팅 금지')).toBeInTheDocument();
  expect(within(second as HTMLElement).getByText(/처리자 알 수 없음/)).toHaveTextContent('2026. 12. 07. 10:10까지');

  await user.click(screen.getByRole('button', { name: '난동꾼 차단 해제' }));
  const dialog = await screen.findByRole('alertdialog', { name: '차단을 해제할까요?' });
  expect(within(dialog).getByText('난동꾼님은 바로 채팅방에 다시 들어올 수 있습니다.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '차단 해제' }));
  expect(await screen.findByText('난동꾼님의 차단을 해제했습니다.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('난동꾼')).not.toBeInTheDocument());
  expect(api.count('DELETE', '/api/my/studio/1/sanctions/11/ban')).toBe(1);
});

test('unmuting sends a mute lift; a refusal is shown, and the list stays', async () => {
  const { user } = await openStudioTab('차단 목록', {
    'GET /api/my/studio/1/sanctions': answer({ items: [muted] }),
    'DELETE /api/my/studio/1/sanctions/12/mute': refusal(404, 'NOT_FOUND', '제재 중인 회원이 아닙니다.'),
  });
  await user.click(await screen.findByRole('button', { name: '시끄러운 채팅 금지 해제' }));
  const dialog = await screen.findByRole('alertdialog', { name: '채팅 금지를 해제할까요?' });
  await user.click(within(dialog).getByRole('button', { name: '채팅 금지 해제' }));
  expect(await screen.findByText('제재 중인 회원이 아닙니다.')).toBeInTheDocument();
  expect(screen.getByText('시끄러운')).toBeInTheDocument();
});

test('an empty list says nobody is banned', async () => {
  await openStudioTab('차단 목록', { 'GET /api/my/studio/1/sanctions': answer({ items: [] }) });
  expect(await screen.findByText('차단되거나 채팅 금지된 회원이 없습니다.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '차단·채팅 금지 0명' })).toBeInTheDocument();
});
