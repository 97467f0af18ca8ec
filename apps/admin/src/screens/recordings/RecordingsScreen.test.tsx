import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterClickGuard } from '@onair/ui/testing';
import type { adminApi } from '@onair/api-client';
import { fakeApi, inTurn, pageOf, refuse, reply } from '@onair/store/testing';
import { makeTestStore, renderConsole, staffOf } from '../../testing/render-console';

type Row = adminApi.AdminChannelRecordingsApiResponse['items'][number];

const recordingOf = (overrides: Partial<Row> = {}): Row => ({
  recordedStreamId: 501,
  channelId: 42,
  title: '새벽 롤 랭크',
  startedAt: '2026-12-06T13:00:00.000Z',
  durationSeconds: 3723,
  hidden: false,
  ...overrides,
});

test('content staff find a channel by its number and see its recordings, hidden ones marked', async () => {
  const api = fakeApi({
    'GET /api/admin/channels/42/recordings': reply(
      pageOf([recordingOf(), recordingOf({ recordedStreamId: 500, title: '어제 방송', durationSeconds: 65, hidden: true })], 1, 20),
    ),
  });
  // Without a channel number nothing is asked; the number is kept in the address (the filter's 검색 puts it there).
  const { unmount } = renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'content' })), path: '/recordings' });
  expect(await screen.findByText('채널 번호를 입력하면 그 채널의 다시보기가 보입니다.')).toBeInTheDocument();
  expect(api.seen).toHaveLength(0);
  unmount();
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'content' })), path: '/recordings?channelId=42' });
  expect(await screen.findByLabelText('채널 번호')).toHaveValue('42');

  const row = await screen.findByRole('row', { name: /새벽 롤 랭크/ });
  expect(row).toHaveTextContent('1:02:03');
  expect(row).toHaveTextContent('공개');
  expect(within(row).getByRole('button', { name: '숨기기 새벽 롤 랭크' })).toBeInTheDocument();
  const hidden = screen.getByRole('row', { name: /어제 방송/ });
  expect(hidden).toHaveTextContent('1:05');
  expect(hidden).toHaveTextContent('숨김');
  expect(within(hidden).getByRole('button', { name: '공개하기 어제 방송' })).toBeInTheDocument();
});

test('hiding asks for a reason, confirms, sends it, and the list shows the recording hidden', async () => {
  const api = fakeApi({
    'GET /api/admin/channels/42/recordings': inTurn(
      reply(pageOf([recordingOf()], 1, 20)),
      reply(pageOf([recordingOf({ hidden: true })], 1, 20)),
    ),
    'POST /api/admin/recordings/501/visibility': reply({ changed: true, recording: recordingOf({ hidden: true }) }),
  });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'content' })), path: '/recordings?channelId=42' });
  await user.click(await screen.findByRole('button', { name: '숨기기 새벽 롤 랭크' }));
  const dialog = screen.getByRole('dialog', { name: '새벽 롤 랭크 숨기기' });
  await user.type(within(dialog).getByLabelText('사유'), '저작권 신고');
  await user.click(within(dialog).getByRole('button', { name: '다음' }));
  await afterClickGuard();
  expect(within(dialog).getByText('다시보기 새벽 롤 랭크을(를) 숨깁니다.')).toBeInTheDocument();
  expect(api.count('POST', '/api/admin/recordings/501/visibility')).toBe(0);
  await user.click(within(dialog).getByRole('button', { name: '숨기기' }));

  expect(await screen.findByRole('button', { name: '공개하기 새벽 롤 랭크' })).toBeInTheDocument();
  const sent = api.seen.find((request) => request.method === 'POST');
  expect(JSON.parse(sent?.body ?? '')).toEqual({ hidden: true, reason: '저작권 신고' });
});

test('a delete is confirmed, sent with its reason, and the recording leaves the list; a refusal shows the API’s words', async () => {
  const api = fakeApi({
    'GET /api/admin/channels/42/recordings': inTurn(reply(pageOf([recordingOf()], 1, 20)), reply(pageOf([], 1, 20))),
    'POST /api/admin/recordings/501/delete': inTurn(
      refuse(404, 'NOT_FOUND', '존재하지 않는 다시보기입니다.'),
      reply({ recordedStreamId: 501, deleted: true }),
    ),
  });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn), path: '/recordings?channelId=42' });
  await user.click(await screen.findByRole('button', { name: '삭제 새벽 롤 랭크' }));
  const dialog = screen.getByRole('dialog', { name: '새벽 롤 랭크 삭제' });
  await user.type(within(dialog).getByLabelText('사유'), '권리자 요청');
  await user.click(within(dialog).getByRole('button', { name: '다음' }));
  await afterClickGuard();
  await user.click(within(dialog).getByRole('button', { name: '삭제' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('존재하지 않는 다시보기입니다.');
  await afterClickGuard();
  await user.click(within(dialog).getByRole('button', { name: '삭제' }));
  expect(await screen.findByText('이 채널에는 다시보기가 없습니다.')).toBeInTheDocument();
  const bodies = api.seen.filter((request) => request.method === 'POST').map((request) => JSON.parse(request.body ?? ''));
  expect(bodies).toEqual([{ reason: '권리자 요청' }, { reason: '권리자 요청' }]);
});

test('the recordings screen is in the navigation of content staff, not of moderators', async () => {
  const api = fakeApi({});
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'moderator' })), path: '/' });
  const nav = await screen.findByRole('navigation');
  expect(within(nav).queryByRole('link', { name: '다시보기' })).toBeNull();
});
