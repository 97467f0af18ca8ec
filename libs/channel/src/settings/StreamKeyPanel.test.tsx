// /my/channel's streaming setup: the RTMP server, the masked key, and a new key shown once.
import { screen, within } from '@testing-library/react';
import { profileOf } from '../testing/fixtures';
import { OWNER } from '../testing/members';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

const keyInfo = (overrides = {}) => ({
  channelId: 1,
  rtmpUrl: 'rtmp://localhost:1935/live',
  keyPrefix: 'live_AbCd',
  maskedKey: 'live_AbCd••••••••••••',
  createdAt: '2025-08-13T06:00:00.000Z',
  isLive: false,
  suspension: null,
  takedown: null,
  ...overrides,
});

function renderSettings(
  routes: Record<string, ReturnType<typeof answer> | (() => { status: number; body: unknown })>,
  locale: 'ko' | 'en' = 'ko',
) {
  return renderChannel({
    url: '/my/channel',
    member: OWNER,
    locale,
    api: { 'GET /api/my/channel-profile': answer(profileOf()), ...routes },
  });
}

test('the owner sees the server to copy and the masked key, never the key itself', async () => {
  await renderSettings({ 'GET /api/my/stream-key': answer(keyInfo()) });
  const panel = await screen.findByRole('region', { name: '방송 송출 정보' });
  expect(await within(panel).findByLabelText('서버 주소')).toHaveValue('rtmp://localhost:1935/live');
  expect(within(panel).getByRole('button', { name: '서버 주소 복사' })).toBeInTheDocument();
  expect(within(panel).getByText('live_AbCd••••••••••••')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: '스트림 키 재발급' })).toBeInTheDocument();
  // Nothing to copy: the panel says why, and what to do when the key is lost.
  expect(
    within(panel).getByText('스트림 키는 발급할 때 한 번만 보여드립니다. 키를 잊으셨다면 재발급해주세요.'),
  ).toBeInTheDocument();
});

test('regenerating asks first (a live broadcast would end), then shows the new key once', async () => {
  const { user, api } = await renderSettings({
    'GET /api/my/stream-key': answer(keyInfo({ isLive: true })),
    'POST /api/my/stream-key': answer({ ...keyInfo({ isLive: false }), streamKey: 'live_NewKeyWholeAndSecret123' }),
  });
  const panel = await screen.findByRole('region', { name: '방송 송출 정보' });
  await user.click(await within(panel).findByRole('button', { name: '스트림 키 재발급' }));
  const confirm = screen.getByRole('alertdialog', { name: '스트림 키를 재발급할까요?' });
  expect(confirm).toHaveTextContent('지금 방송 중입니다. 재발급하면 진행 중인 방송이 바로 종료됩니다.');
  expect(api.count('POST', '/api/my/stream-key')).toBe(0);
  await user.click(within(confirm).getByRole('button', { name: '스트림 키 재발급' }));
  expect(await within(panel).findByLabelText('스트림 키')).toHaveValue('live_NewKeyWholeAndSecret123');
  expect(within(panel).getByRole('status')).toHaveTextContent('새 스트림 키는 지금 한 번만 보여드립니다.');
  expect(api.count('POST', '/api/my/stream-key')).toBe(1);
});

test('a channel without a key yet is offered to issue one, without a confirmation', async () => {
  const { user } = await renderSettings({
    'GET /api/my/stream-key': answer(keyInfo({ keyPrefix: null, maskedKey: null, createdAt: null })),
    'POST /api/my/stream-key': answer({ ...keyInfo(), streamKey: 'live_FirstKey0123456789abcd' }),
  });
  const panel = await screen.findByRole('region', { name: '방송 송출 정보' });
  expect(await within(panel).findByText('아직 발급된 스트림 키가 없습니다.')).toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: '스트림 키 발급' }));
  expect(await within(panel).findByLabelText('스트림 키')).toHaveValue('live_FirstKey0123456789abcd');
});

test('a streamer without a key yet is told, step by step, where the server and key go in OBS and how they see they are live', async () => {
  await renderSettings({
    'GET /api/my/stream-key': answer(keyInfo({ keyPrefix: null, maskedKey: null, createdAt: null })),
  });
  const panel = await screen.findByRole('region', { name: '방송 송출 정보' });
  const steps = within(panel).getByRole('region', { name: '방송 시작하는 방법' });
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual([
    'OBS의 설정 → 방송에서 서비스를 ‘사용자 지정’으로 고릅니다.',
    '위의 서버 주소와 스트림 키를 복사해 그 자리에 붙여넣습니다.',
    'OBS에서 ‘방송 시작’을 누르면 잠시 뒤 이 페이지 위쪽에 LIVE와 ‘내 방송 보기’가 나타납니다.',
  ]);
});

// What an operator did (docs/takedown.md): the API's key/params/message are for other clients; the page words it itself.
const operatorSaid = (key: string, reason: string) => ({ key, params: { reason }, message: reason });
const suspension = {
  reason: '불법 촬영물 송출',
  since: '2025-08-13T07:00:00.000Z',
  ...operatorSaid('adminLive.suspended', '불법 촬영물 송출'),
};

test('a suspended channel says so, with the reason and that no key lets it go live until the lift', async () => {
  await renderSettings({
    'GET /api/my/stream-key': answer(
      keyInfo({
        suspension,
        takedown: {
          action: 'suspend',
          reason: '불법 촬영물 송출',
          at: suspension.since,
          ...operatorSaid('adminLive.suspended', '불법 촬영물 송출'),
        },
      }),
    ),
  });
  const notice = await screen.findByRole('region', { name: '운영자 조치 안내' });
  expect(notice).toHaveTextContent('운영자가 이 채널의 방송을 정지했습니다.');
  expect(notice).toHaveTextContent('사유: 불법 촬영물 송출');
  expect(notice).toHaveTextContent(
    '정지가 해제될 때까지 방송할 수 없습니다. 스트림 키를 새로 발급받아도 방송할 수 없습니다.',
  );
  // One notice for the suspension, not a second one for the takedown that made it.
  expect(within(notice).getAllByText(/^사유:/)).toHaveLength(1);
});

test('a revoked key says to issue a new one, and stops asking once a newer key exists', async () => {
  const takedown = {
    action: 'revoke-key',
    reason: '키 유출 신고',
    at: '2025-08-13T07:00:00.000Z',
    ...operatorSaid('adminLive.streamKeyRevoked', '키 유출 신고'),
  };
  const first = await renderSettings({
    'GET /api/my/stream-key': answer(keyInfo({ keyPrefix: null, maskedKey: null, createdAt: null, takedown })),
  });
  let notice = await screen.findByRole('region', { name: '운영자 조치 안내' });
  expect(notice).toHaveTextContent('운영자가 스트림 키를 폐기했습니다.');
  expect(notice).toHaveTextContent('사유: 키 유출 신고');
  expect(notice).toHaveTextContent(
    '이전 스트림 키로는 방송할 수 없습니다. 아래에서 스트림 키를 재발급받아 방송 프로그램에 입력해주세요.',
  );
  first.unmount();
  resetChannelStores();

  await renderSettings({
    'GET /api/my/stream-key': answer(keyInfo({ createdAt: '2025-08-13T08:00:00.000Z', takedown })),
  });
  notice = await screen.findByRole('region', { name: '운영자 조치 안내' });
  expect(notice).toHaveTextContent('폐기 후 새 스트림 키를 발급받았으므로 다시 방송할 수 있습니다.');
  expect(notice).not.toHaveTextContent('재발급받아 방송 프로그램에 입력해주세요');
});

test('an ended broadcast is explained in English: the key still works', async () => {
  await renderSettings(
    {
      'GET /api/my/stream-key': answer(
        keyInfo({
          takedown: {
            action: 'end',
            reason: 'Copyrighted match feed',
            at: '2025-08-13T07:00:00.000Z',
            ...operatorSaid('adminLive.broadcastEnded', 'Copyrighted match feed'),
          },
        }),
      ),
    },
    'en',
  );
  const notice = await screen.findByRole('region', { name: 'Action taken by an operator' });
  expect(notice).toHaveTextContent('An operator ended your broadcast.');
  expect(notice).toHaveTextContent('Reason: Copyrighted match feed');
  expect(notice).toHaveTextContent('Your stream key still works, so you can go live again.');
});

test('a channel no operator acted on shows no notice', async () => {
  await renderSettings({ 'GET /api/my/stream-key': answer(keyInfo()) });
  await screen.findByRole('region', { name: '방송 송출 정보' });
  expect(screen.queryByRole('region', { name: '운영자 조치 안내' })).not.toBeInTheDocument();
});
