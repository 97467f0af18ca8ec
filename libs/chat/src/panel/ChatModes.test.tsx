// Slow mode and followers-only chat: the moderators' controls, the status line everyone reads, the
// composer's countdown and the refusals, against the fake chat server (a real socket.io server).
import { act, screen, waitFor, within } from '@testing-library/react';
import type { FakeRoute } from '@onair/store/testing';
import { MEMBER } from '@onair/store/testing';
import { useChatRoom } from '../room/use-chat-room';
import { renderChat, resetChatStores, type RenderChatOptions } from '../testing/render-chat';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import { FAST_TIMING } from '../testing/fast-timing';
import { restoreViewport, setViewportWidth } from '../testing/viewport';
import { ChatPanel } from './ChatPanel';

const ROOM = '5';
const OTHER_OWNER = 99;
const FOLLOWERS_ONLY_TEXT = '팔로워 전용 채팅입니다. 채널을 팔로우하면 채팅할 수 있습니다.';

let server: FakeChatServer;

function LiveChat({ url, ownerMemberId }: { url: string; ownerMemberId: number }) {
  const room = useChatRoom(ROOM, { url, timing: FAST_TIMING });
  return <ChatPanel room={room} ownerMemberId={ownerMemberId} />;
}

beforeEach(async () => {
  server = await startFakeChatServer();
});
afterEach(async () => {
  restoreViewport();
  resetChatStores();
  await server.close();
});

async function open(ownerMemberId: number, options: RenderChatOptions & { width?: number } = {}) {
  setViewportWidth(options.width ?? 1280);
  const view = await renderChat(<LiveChat url={server.url} ownerMemberId={ownerMemberId} />, options);
  await waitFor(() => expect(server.joins.length).toBeGreaterThan(0));
  await waitFor(() => expect(composerInput(options.locale === 'en' ? 'en' : 'ko')).toBeEnabled());
  return view;
}

/** The panel with routes of the fake API, without waiting for an enabled composer. */
async function renderChatFor(ownerMemberId: number, options: RenderChatOptions) {
  setViewportWidth(1280);
  const view = await renderChat(<LiveChat url={server.url} ownerMemberId={ownerMemberId} />, options);
  await waitFor(() => expect(server.joins.length).toBeGreaterThan(0));
  return view;
}

const statusLine = () => screen.getAllByRole('status')[0] as HTMLElement;
const composerInput = (locale: 'ko' | 'en' = 'ko') =>
  screen.getByRole('textbox', { name: locale === 'en' ? 'Chat message' : '채팅 입력' });
const log = () => screen.getByRole('log', { name: '채팅 메시지' });
const channelDetail =
  (following: boolean): FakeRoute =>
  () => ({ status: 200, body: { channelId: 5, ownerMemberId: OTHER_OWNER, following, followerCount: 3 } });

test('the owner sets slow mode and followers-only chat from the wide row; the room shows both and says so in its lines', async () => {
  const { user } = await open(MEMBER.memberId);
  const tools = screen.getByRole('group', { name: '채팅방 관리' });
  const slow = within(tools).getByRole('combobox', { name: '저속 모드' });
  expect(slow).toHaveValue('0');
  expect(
    within(slow)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['끄기', '3초', '5초', '10초', '30초', '1분', '2분']);

  await user.selectOptions(slow, '10');
  await waitFor(() => expect(server.actions.at(-1)).toEqual({ room: ROOM, type: 'slow', seconds: 10 }));
  await waitFor(() => expect(statusLine()).toHaveTextContent('저속 모드 10초'));
  expect(slow).toHaveValue('10');
  expect(log()).toHaveTextContent('저속 모드가 10초로 설정되었습니다.');

  const followersOnly = within(tools).getByRole('button', { name: '팔로워 전용 채팅' });
  expect(followersOnly).toHaveAttribute('aria-pressed', 'false');
  await user.click(followersOnly);
  await waitFor(() => expect(followersOnly).toHaveAttribute('aria-pressed', 'true'));
  expect(server.actions.at(-1)).toEqual({ room: ROOM, type: 'followersOnly', on: true });
  expect(statusLine()).toHaveTextContent('팔로워 전용');
  expect(log()).toHaveTextContent('팔로워 전용 채팅이 설정되었습니다.');

  // The owner is exempt: a line sent leaves the button as it was.
  await user.type(composerInput(), '방장입니다{Enter}');
  await waitFor(() => expect(server.stored(ROOM)).toHaveLength(1));
  expect(screen.getByRole('button', { name: '전송' })).toBeInTheDocument();

  await user.selectOptions(slow, '0');
  await waitFor(() => expect(statusLine()).not.toHaveTextContent('저속 모드'));
  expect(log()).toHaveTextContent('저속 모드가 해제되었습니다.');
});

test('on a phone the modes sit behind one more 40 px icon, whose panel holds 40 px controls; a refusal shows there', async () => {
  const { user } = await open(MEMBER.memberId, { width: 360 });
  const tools = screen.getByRole('group', { name: '채팅방 관리' });
  const icons = within(tools).getAllByRole('button');
  expect(icons.map((button) => button.getAttribute('aria-label'))).toEqual([
    '공지 설정',
    '투표 만들기',
    '라이브 매치 신청',
    '채팅 얼리기',
    '채팅 모드',
  ]);
  expect(within(tools).queryByRole('combobox')).toBeNull();
  const modes = within(tools).getByRole('button', { name: '채팅 모드' });
  expect(modes.className).toMatch(/\bw-10\b/);
  expect(modes.className).toMatch(/\bh-10\b/);

  await user.click(modes);
  expect(modes).toHaveAttribute('aria-expanded', 'true');
  const panel = within(tools).getByRole('group', { name: '채팅 모드' });
  const slow = within(panel).getByRole('combobox', { name: '저속 모드' });
  expect(slow.className).toMatch(/\bh-10\b/);
  const followersOnly = within(panel).getByRole('button', { name: '팔로워 전용 채팅' });
  expect(followersOnly.className).toMatch(/\bh-10\b/);

  server.knobs.refuseAction = { code: 'FORBIDDEN', message: '권한이 없습니다.' };
  await user.click(followersOnly);
  expect(await within(panel).findByRole('alert')).toHaveTextContent('권한이 없습니다.');
  expect(followersOnly).toHaveAttribute('aria-pressed', 'false');
});

test('a viewer in slow mode sees the wait count down on the send button and cannot send before it ends', async () => {
  server.setModes(ROOM, { slowModeSeconds: 3 });
  const { user } = await open(OTHER_OWNER);
  // No tools for a viewer; the status line tells everyone.
  expect(screen.queryByRole('group', { name: '채팅방 관리' })).toBeNull();
  expect(statusLine()).toHaveTextContent('저속 모드 3초');

  await user.type(composerInput(), '첫 줄{Enter}');
  const counting = await screen.findByRole('button', { name: /^저속 모드: [1-3]초 후에 전송할 수 있습니다$/ });
  expect(counting).toBeDisabled();
  expect(counting.textContent).toMatch(/^[1-3]초$/);

  await user.type(composerInput(), '너무 빨리{Enter}');
  expect(server.sends.map((send) => send.text)).toEqual(['첫 줄']);
  expect(composerInput()).toHaveValue('너무 빨리');

  const send = await screen.findByRole('button', { name: '전송' }, { timeout: 4000 });
  expect(send).toBeEnabled();
  await user.click(send);
  await waitFor(() => expect(server.sends.map((line) => line.text)).toEqual(['첫 줄', '너무 빨리']));
}, 15_000);

test("slow mode's refusal (a line from another tab) gives the line back and counts its wait down, in Korean and in English", async () => {
  server.setModes(ROOM, { slowModeSeconds: 30 });
  const first = await open(OTHER_OWNER);
  server.knobs.refuseSend = {
    code: 'SLOW_MODE',
    message: '저속 모드입니다. 20초 후에 다시 채팅할 수 있습니다.',
    retryAfterMs: 19_500,
  };
  await first.user.type(composerInput(), '다른 탭에서 방금{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('저속 모드입니다. 20초 후에 다시 채팅할 수 있습니다.');
  expect(composerInput()).toHaveValue('다른 탭에서 방금');
  expect(screen.getByRole('button', { name: '저속 모드: 20초 후에 전송할 수 있습니다' })).toBeDisabled();
  // Turning slow mode off lets the member send at once.
  act(() => server.setModes(ROOM, { slowModeSeconds: 0 }));
  await waitFor(() => expect(screen.getByRole('button', { name: '전송' })).toBeEnabled());
  expect(screen.queryByRole('alert')).toBeNull();
  first.unmount();
  resetChatStores();

  server.setModes(ROOM, { slowModeSeconds: 30 });
  const english = await open(OTHER_OWNER, { locale: 'en' });
  await waitFor(() => expect(statusLine()).toHaveTextContent('Slow mode 30s'));
  server.knobs.refuseSend = {
    code: 'SLOW_MODE',
    message: '저속 모드입니다. 5초 후에 다시 채팅할 수 있습니다.',
    retryAfterMs: 4200,
  };
  await english.user.type(composerInput('en'), 'again{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Slow mode is on. You can chat again in 5s.');
  expect(screen.getByRole('button', { name: 'Slow mode: you can send in 5s' })).toHaveTextContent('5s');
});

test('followers-only chat: a viewer who does not follow is told so and cannot send, follows from the chat and writes at once', async () => {
  server.setModes(ROOM, { followersOnly: true });
  const { user, api } = await renderChatFor(OTHER_OWNER, {
    routes: {
      'GET /api/guest/channel/5': channelDetail(false),
      'POST /api/my/follows': () => ({ status: 200, body: { channelId: 5, following: true, followerCount: 4 } }),
    },
  });
  const notice = await screen.findByText(FOLLOWERS_ONLY_TEXT);
  expect(statusLine()).toHaveTextContent('팔로워 전용');
  expect(composerInput()).toBeDisabled();
  expect(screen.getByRole('button', { name: '전송' })).toBeDisabled();

  await user.click(within(notice.parentElement as HTMLElement).getByRole('button', { name: '팔로우' }));
  await waitFor(() => expect(composerInput()).toBeEnabled());
  const followed = api.seen.find((request) => request.method === 'POST');
  expect(followed?.path).toBe('/api/my/follows');
  expect(JSON.parse(followed?.body ?? '{}')).toEqual({ channelId: 5 });
  expect(screen.queryByText(FOLLOWERS_ONLY_TEXT)).toBeNull();
  await user.type(composerInput(), '팔로우했어요{Enter}');
  await waitFor(() => expect(server.sends.map((send) => send.text)).toEqual(['팔로우했어요']));
});

test("followers-only chat without the channel's follow state: the server's refusal tells, with the follow; a follower writes", async () => {
  server.setModes(ROOM, { followersOnly: true });
  const viewer = await open(OTHER_OWNER);
  server.knobs.refuseSend = { code: 'FOLLOWERS_ONLY', message: FOLLOWERS_ONLY_TEXT };
  await viewer.user.type(composerInput(), '안녕하세요{Enter}');
  const notice = await screen.findByText(FOLLOWERS_ONLY_TEXT);
  expect(within(notice.parentElement as HTMLElement).getByRole('button', { name: '팔로우' })).toBeEnabled();
  expect(composerInput()).toBeDisabled();
  // Shown once: the notice, not the refusal's alert as well.
  expect(screen.getAllByText(FOLLOWERS_ONLY_TEXT)).toHaveLength(1);
  viewer.unmount();
  resetChatStores();

  await renderChatFor(OTHER_OWNER, { routes: { 'GET /api/guest/channel/5': channelDetail(true) } });
  await waitFor(() => expect(statusLine()).toHaveTextContent('팔로워 전용'));
  expect(screen.queryByText(FOLLOWERS_ONLY_TEXT)).toBeNull();
  expect(composerInput()).toBeEnabled();
});
