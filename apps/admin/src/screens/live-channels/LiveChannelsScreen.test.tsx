import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterClickGuard } from '@onair/ui/testing';
import type { adminApi } from '@onair/api-client';
import { fakeApi, inTurn, pageOf, reply } from '@onair/store/testing';
import { makeTestStore, renderConsole, staffOf } from '../../testing/render-console';

type Row = adminApi.AdminLiveChannelsApiResponse['items'][number];

const channelOf = (overrides: Partial<Row> = {}): Row => ({
  channelId: 42,
  title: '새벽 롤 랭크',
  channelName: '민트방송',
  streamer: { memberId: 7, loginId: 'mintstreamer', nickname: '민트' },
  isLive: true,
  viewers: 1234,
  startedAt: '2026-12-06T13:00:00.000Z',
  adult: true,
  password: false,
  thumbnailUrl: 'http://media.test/thumbs/42.jpg?v=100',
  suspension: null,
  ...overrides,
});
const suspended = channelOf({
  isLive: false,
  suspension: { reason: '저작권 침해', since: '2026-12-06T14:00:00.000Z' },
});
const notFound = () => ({
  status: 404,
  body: { statusCode: 404, code: 'NOT_FOUND', key: 'channel.notFound', message: '존재하지 않는 채널입니다.' },
});

test('the live list shows the picture, streamer, viewers and flags, and sorts by viewers on the server', async () => {
  const api = fakeApi({ 'GET /api/admin/live/channels': reply(pageOf([channelOf()], 1, 20)) });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'moderator' })), path: '/live-channels' });
  const row = await screen.findByRole('row', { name: /새벽 롤 랭크/ });
  expect(within(row).getByRole('img', { name: '새벽 롤 랭크 방송 화면' })).toHaveAttribute(
    'src',
    'http://media.test/thumbs/42.jpg?v=100',
  );
  expect(row).toHaveTextContent('mintstreamer');
  expect(row).toHaveTextContent('1,234명');
  expect(row).toHaveTextContent('19');
  expect(row).not.toHaveTextContent('비밀번호');

  await user.click(screen.getByRole('button', { name: /시청자/ }));
  await user.click(screen.getByRole('button', { name: /시청자/ }));
  const asked = api.seen.map((request) => request.url.search);
  expect(asked[0]).toBe('?page=1&size=20');
  expect(asked.at(-1)).toBe('?sort=viewers&order=desc&page=1&size=20');
});

test('a suspension asks for a reason, confirms, sends it, and the list shows it', async () => {
  const api = fakeApi({
    'GET /api/admin/live/channels': inTurn(reply(pageOf([channelOf()], 1, 20)), reply(pageOf([suspended], 1, 20))),
    'POST /api/admin/live/channels/42/suspend': reply({ changed: true, channel: suspended }),
  });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn), path: '/live-channels' });
  await user.click(await screen.findByRole('button', { name: '방송 정지 민트방송' }));
  const dialog = screen.getByRole('dialog', { name: '민트방송 방송 정지' });
  await user.type(within(dialog).getByLabelText('사유'), '저작권 침해');
  await user.click(within(dialog).getByRole('button', { name: '다음' }));
  // The footer's button turns from 다음 into the action: a double-click must not confirm.
  await afterClickGuard();
  expect(within(dialog).getByText('민트방송 채널의 방송을 정지합니다.')).toBeInTheDocument();
  expect(api.count('POST', '/api/admin/live/channels/42/suspend')).toBe(0);
  await user.click(within(dialog).getByRole('button', { name: '방송 정지' }));

  expect(await screen.findByText('정지 사유: 저작권 침해')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '정지 해제 민트방송' })).toBeInTheDocument();
  const sent = api.seen.find((request) => request.method === 'POST');
  expect(JSON.parse(sent?.body ?? '')).toEqual({ reason: '저작권 침해' });
});

test('a refused takedown shows the API’s words, and going back keeps the reason', async () => {
  const api = fakeApi({
    'GET /api/admin/live/channels': reply(pageOf([channelOf()], 1, 20)),
    'POST /api/admin/live/channels/42/end': notFound,
  });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn), path: '/live-channels' });
  await user.click(await screen.findByRole('button', { name: '방송 종료 민트방송' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('사유'), '음란물 송출');
  await user.click(within(dialog).getByRole('button', { name: '다음' }));
  await afterClickGuard();
  await user.click(within(dialog).getByRole('button', { name: '방송 종료' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('존재하지 않는 채널입니다.');
  await user.click(within(dialog).getByRole('button', { name: '이전' }));
  expect(within(dialog).getByLabelText('사유')).toHaveValue('음란물 송출');
});

test('the suspended list is asked for, and an empty one says so', async () => {
  const api = fakeApi({ 'GET /api/admin/live/channels': reply(pageOf([], 1, 20)) });
  renderConsole({ store: makeTestStore(api.fetchFn), path: '/live-channels?state=suspended' });
  expect(await screen.findByText('방송 정지된 채널이 없습니다.')).toBeInTheDocument();
  expect(api.seen[0]?.url.searchParams.get('state')).toBe('suspended');
});

test('the list is asked again every 30 seconds, so each row shows the newest snapshot', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const later = channelOf({ thumbnailUrl: 'http://media.test/thumbs/42.jpg?v=130', viewers: 1300 });
    const api = fakeApi({
      'GET /api/admin/live/channels': inTurn(reply(pageOf([channelOf()], 1, 20)), reply(pageOf([later], 1, 20))),
    });
    renderConsole({ store: makeTestStore(api.fetchFn), path: '/live-channels' });
    const picture = await screen.findByRole('img', { name: '새벽 롤 랭크 방송 화면' });
    expect(picture).toHaveAttribute('src', 'http://media.test/thumbs/42.jpg?v=100');
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    await screen.findByText('1,300명');
    expect(screen.getByRole('img', { name: '새벽 롤 랭크 방송 화면' })).toHaveAttribute(
      'src',
      'http://media.test/thumbs/42.jpg?v=130',
    );
    expect(api.count('GET', '/api/admin/live/channels')).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});
