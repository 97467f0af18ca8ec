// The password room: turning it on with a valid password, the rule checked before sending, and
// turning it off only after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { afterClickGuard } from '../testing/click-guard';
import { resetChannelStores } from '../testing/render-channel';
import { openStudioTab } from './testing/render-studio';

afterEach(resetChannelStores);

function roomPasswordApi(initially: boolean) {
  let passwordSet = initially;
  const sent: unknown[] = [];
  return {
    sent,
    routes: {
      'GET /api/my/studio/1/room-password': () => ({ status: 200, body: { channelId: 1, passwordSet } }),
      'PUT /api/my/room-password': (request: { body: string }) => {
        const body = JSON.parse(request.body) as { password: string | null };
        sent.push(body);
        passwordSet = body.password !== null;
        return { status: 200, body: { channelId: 1, passwordSet } };
      },
    },
  };
}

test('the owner turns the password room on; a password with a space is refused before sending', async () => {
  const room = roomPasswordApi(false);
  const { user } = await openStudioTab('비밀번호 방', room.routes);
  expect(await screen.findByRole('status')).toHaveTextContent('현재 상태: 꺼짐');
  const field = screen.getByLabelText('방송 비밀번호');
  await user.type(field, 'a b');
  await user.click(screen.getByRole('button', { name: '비밀번호 방 켜기' }));
  expect(field).toHaveAccessibleDescription(expect.stringContaining('방송 비밀번호는 공백 없이 4~20자입니다.'));
  expect(room.sent).toEqual([]);

  await user.clear(field);
  await user.type(field, 'fans2026');
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '비밀번호 방 켜기' }));
  expect(await screen.findByText('비밀번호 방을 켰습니다.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('현재 상태: 켜짐'));
  expect(room.sent).toEqual([{ password: 'fans2026' }]);
  expect(screen.getByLabelText('새 방송 비밀번호')).toHaveValue('');
});

test('turning it off asks first, then opens the room', async () => {
  const room = roomPasswordApi(true);
  const { user } = await openStudioTab('비밀번호 방', room.routes);
  await user.click(await screen.findByRole('button', { name: '비밀번호 방 끄기' }));
  const dialog = await screen.findByRole('alertdialog', { name: '비밀번호 방을 끌까요?' });
  expect(within(dialog).getByText('누구나 비밀번호 없이 방송을 볼 수 있게 됩니다.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '비밀번호 방 끄기' }));
  expect(await screen.findByText('비밀번호 방을 껐습니다.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('현재 상태: 꺼짐'));
  expect(room.sent).toEqual([{ password: null }]);
  expect(screen.queryByRole('button', { name: '비밀번호 방 끄기' })).not.toBeInTheDocument();
});
