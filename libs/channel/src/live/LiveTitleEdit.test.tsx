// The owner on their own live page: the title's pencil and the way to the broadcast settings; viewers get neither.
import { screen, waitFor, within } from '@testing-library/react';
import { startFakeChatServer, type FakeChatServer } from '@onair/chat/testing';
import { CHANNEL_PROFILE_MESSAGES } from '@onair/contracts';
import type { SessionProfile } from '@onair/store';
import { MEMBER, type FakeRoute } from '@onair/store/testing';
import { sentTo } from '../testing/fixtures';
import { channelDetailOf, renderLive, resetLiveStores } from '../testing/render-live';
import { channelRoutes } from './channel-routes';

let chat: FakeChatServer;

beforeEach(async () => {
  chat = await startFakeChatServer();
});
afterEach(async () => {
  resetLiveStores();
  await chat.close();
});

// MEMBER (memberId 7) is a viewer here: the channel is another member's.
const STREAMER = { ...MEMBER, memberId: 70, loginId: 'streamer01', nickname: '스트리머', channelId: 1 };
const detail = () => ({ status: 200, body: channelDetailOf({ ownerMemberId: 70 }) });

function live(api: Record<string, FakeRoute>, member: SessionProfile | null = STREAMER) {
  return renderLive({
    url: '/live/1',
    routes: channelRoutes,
    chatUrl: chat.url,
    member,
    api: { 'GET /api/guest/channel/1': detail, ...api },
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

test('the owner changes the title from the live page: the heading shows it at once, without loading the channel again', async () => {
  const { user, api } = await live({
    'PUT /api/my/channel-live-title': () => ({
      status: 200,
      body: { channelId: 1, liveTitle: '2부: 시청자 참여 게임' },
    }),
  });
  await heading('신규 기능 소개 생방송');
  const loads = api.count('GET', '/api/guest/channel/1');
  await user.click(screen.getByRole('button', { name: '방송 제목 수정' }));

  const form = screen.getByRole('form', { name: '방송 제목 수정' });
  const field = within(form).getByRole('textbox', { name: '방송 제목' });
  expect(field).toHaveValue('신규 기능 소개 생방송');
  expect(field).toHaveFocus();
  expect(within(form).getByText('12 / 120자')).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, '2부: 시청자 참여 게임');
  await user.click(within(form).getByRole('button', { name: '저장' }));

  expect(await heading('2부: 시청자 참여 게임')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: '방송 제목 수정' })).toBeNull();
  expect(screen.getByRole('button', { name: '방송 제목 수정' })).toHaveFocus();
  expect(JSON.parse(sentTo(api.seen, 'PUT', '/api/my/channel-live-title').body)).toEqual({
    channelId: 1,
    liveTitle: '2부: 시청자 참여 게임',
  });
  expect(api.count('GET', '/api/guest/channel/1')).toBe(loads);
});

test('cleared from the live page, the heading falls back to the channel name', async () => {
  const { user } = await live({
    'PUT /api/my/channel-live-title': () => ({ status: 200, body: { channelId: 1, liveTitle: null } }),
  });
  await heading('신규 기능 소개 생방송');
  await user.click(screen.getByRole('button', { name: '방송 제목 수정' }));
  const form = screen.getByRole('form', { name: '방송 제목 수정' });
  await user.clear(within(form).getByRole('textbox', { name: '방송 제목' }));
  await user.click(within(form).getByRole('button', { name: '저장' }));
  expect(await heading('온에어 공식 채널')).toBeInTheDocument();
});

test('a refusal stays in the form; Escape closes it and the title is unchanged', async () => {
  const { user, api } = await live({
    'PUT /api/my/channel-live-title': () => ({
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: CHANNEL_PROFILE_MESSAGES.ownerOnly },
    }),
  });
  await heading('신규 기능 소개 생방송');
  await user.click(screen.getByRole('button', { name: '방송 제목 수정' }));
  const form = screen.getByRole('form', { name: '방송 제목 수정' });
  await user.type(within(form).getByRole('textbox', { name: '방송 제목' }), ' 2부');
  await user.click(within(form).getByRole('button', { name: '저장' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('채널 운영자 본인만 변경할 수 있습니다.');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('신규 기능 소개 생방송');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('form', { name: '방송 제목 수정' })).toBeNull());
  expect(api.count('PUT', '/api/my/channel-live-title')).toBe(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('신규 기능 소개 생방송');
});

test('the owner’s live page leads to the broadcast settings, where the stream key is', async () => {
  await live({});
  await heading('신규 기능 소개 생방송');
  expect(screen.getByRole('link', { name: '방송 설정' })).toHaveAttribute('href', '/my/channel#broadcast');
});

test.each<[string, SessionProfile | null]>([
  ['a signed-in viewer', MEMBER],
  ['a visitor', null],
])('%s gets neither the pencil nor the settings link', async (_who, member) => {
  await live({}, member);
  await heading('신규 기능 소개 생방송');
  expect(screen.queryByRole('button', { name: '방송 제목 수정' })).toBeNull();
  expect(screen.queryByRole('link', { name: '방송 설정' })).toBeNull();
});
