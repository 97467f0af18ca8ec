// The panel and useChatRoom against a real socket.io server (testing/fake-chat-server.ts), in jsdom.
import { act, screen, waitFor, within } from '@testing-library/react';
import { CHAT_MESSAGES } from '@onair/contracts';
import { signedIn } from '@onair/store';
import { MEMBER } from '@onair/store/testing';
import { GiftAlert } from '../gift/GiftAlert';
import { useChatRoom } from '../room/use-chat-room';
import { liveRegionsAnnouncing } from '../testing/live-regions';
import { renderChat, resetChatStores } from '../testing/render-chat';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import { ChatPanel } from './ChatPanel';
import { FAST_TIMING } from '../testing/fast-timing';

const ROOM = '5';
const XSS = '<img src=x onerror=alert(1)>';

let server: FakeChatServer;

function LiveChat({ url }: { url: string }) {
  const room = useChatRoom(ROOM, { url, timing: FAST_TIMING });
  return (
    <>
      <GiftAlert messages={room.messages} />
      <ChatPanel room={room} />
    </>
  );
}

beforeEach(async () => {
  server = await startFakeChatServer();
});
afterEach(async () => {
  resetChatStores();
  await server.close();
});

const log = () => screen.getByRole('log');
const joined = () => waitFor(() => expect(screen.getByText('채팅에 연결되었습니다.')).toBeInTheDocument());

test('a member sends a line and it comes back from the server as plain text, even when it looks like HTML', async () => {
  const { user, container } = await renderChat(<LiveChat url={server.url} />);
  await joined();
  await user.type(screen.getByRole('textbox', { name: '채팅 입력' }), `${XSS}{Enter}`);
  await waitFor(() => expect(within(log()).getByText(XSS)).toBeInTheDocument());
  act(() => {
    server.post(ROOM, {
      text: '<script>alert(2)</script>',
      nickname: '<b onmouseover=alert(3)>닉</b>',
      role: 'manager',
    });
  });
  await waitFor(() => expect(within(log()).getByText('<script>alert(2)</script>')).toBeInTheDocument());
  expect(within(log()).getByText('<b onmouseover=alert(3)>닉</b>')).toBeInTheDocument();
  expect(within(log()).getByText('매니저')).toBeInTheDocument();
  expect(container.querySelector('img, script, b')).toBeNull();
  expect(server.sends.map((send) => send.text)).toEqual([XSS]);
  expect(screen.getByRole('textbox', { name: '채팅 입력' })).toHaveValue('');
});

test('a gift shows as the overlay and a chat line, in the brand currency, and a screen reader hears it once', async () => {
  await renderChat(<LiveChat url={server.url} />);
  await joined();
  act(() => {
    server.post(ROOM, {
      kind: 'gift',
      text: '응원해요 <3',
      nickname: '큰손',
      payload: { giftId: 1, itemCode: 100, amount: 1000, message: '응원해요 <3', senderNickname: '큰손' },
    });
  });
  await waitFor(() => expect(screen.getAllByText('큰손님이 1,000 러브 선물!')).toHaveLength(2));
  expect(within(log()).getByText('큰손님이 1,000 러브 선물!')).toBeInTheDocument();
  expect(screen.getAllByText('응원해요 <3')).toHaveLength(2);
  // Both are on screen, but only the chat's log speaks: the overlay is for the eyes.
  expect(liveRegionsAnnouncing('큰손님이 1,000 러브 선물!')).toEqual([log()]);
  expect(liveRegionsAnnouncing('응원해요 <3')).toEqual([log()]);
});

test('on bellcast in English the currency is bell', async () => {
  await renderChat(<LiveChat url={server.url} />, { brand: 'bellcast', locale: 'en' });
  await waitFor(() => expect(screen.getByText('Connected to the chat.')).toBeInTheDocument());
  act(() => {
    server.post(ROOM, {
      kind: 'gift',
      text: '',
      payload: { giftId: 2, itemCode: 100, amount: 500, message: null, senderNickname: 'fan' },
    });
  });
  await waitFor(() => expect(within(log()).getByText('fan sent 500 bell!')).toBeInTheDocument());
});

test('a visitor reads the chat and the prompt opens the members-only dialog', async () => {
  const { user, store } = await renderChat(<LiveChat url={server.url} />, { member: null });
  await joined();
  act(() => {
    server.post(ROOM, { text: '방문자도 읽을 수 있어요' });
  });
  await waitFor(() => expect(within(log()).getByText('방문자도 읽을 수 있어요')).toBeInTheDocument());
  expect(screen.queryByRole('textbox')).toBeNull();
  await user.click(screen.getByRole('button', { name: /로그인하고 채팅에 참여해보세요/ }));
  expect(store.getState().authDialog.membersOnly).toBe(true);
});

test("the server's refusal is shown and the refused line comes back to the input", async () => {
  const { user } = await renderChat(<LiveChat url={server.url} />);
  await joined();
  server.knobs.refuseSend = { code: 'MUTED', message: '채팅 금지 상태입니다. 잠시 후 다시 시도해주세요.' };
  const input = screen.getByRole('textbox', { name: '채팅 입력' });
  await user.type(input, '조용히 못 해요{Enter}');
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('채팅 금지 상태입니다. 잠시 후 다시 시도해주세요.'),
  );
  expect(input).toHaveValue('조용히 못 해요');
});

test('sending too fast is said under the input until the rate limit has passed, then it goes', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} />);
  await joined();
  server.knobs.refuseSend = {
    code: 'RATE_LIMITED',
    message: '채팅을 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해주세요.',
  };
  const input = screen.getByRole('textbox', { name: '채팅 입력' });
  await user.type(input, '빠르게{Enter}');
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      '채팅을 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해주세요.',
    ),
  );
  expect(input).toHaveValue('빠르게');
  // FAST_TIMING's window is 400 ms: well before it the words stand, and once it is over they go.
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 2000 });
  expect(input).toHaveValue('빠르게');
});

test('a line taken after a rate-limit refusal clears it at once', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} />);
  await joined();
  server.knobs.refuseSend = {
    code: 'RATE_LIMITED',
    message: '채팅을 너무 빠르게 보내고 있습니다. 잠시 후 다시 시도해주세요.',
  };
  const input = screen.getByRole('textbox', { name: '채팅 입력' });
  await user.type(input, '빠르게{Enter}');
  await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
  await user.clear(input);
  await user.type(input, '이제 천천히{Enter}');
  await waitFor(() => expect(within(log()).getByText('이제 천천히')).toBeInTheDocument());
  expect(screen.queryByRole('alert')).toBeNull();
});

test('the composer stops at 200 characters', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} />);
  await joined();
  const input = screen.getByRole('textbox', { name: '채팅 입력' });
  await user.click(input);
  await user.paste('가'.repeat(201));
  expect(screen.getByRole('alert')).toHaveTextContent('채팅은 200자까지 입력할 수 있습니다.');
  expect(screen.getByText('201/200')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '전송' })).toBeDisabled();
  await user.type(input, '{Backspace}');
  expect(screen.getByRole('button', { name: '전송' })).toBeEnabled();
});

test('the counter counts as the server does: an emoji once, an emoji token by its text, blanks at the ends not at all', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} />);
  await joined();
  const input = screen.getByRole('textbox', { name: '채팅 입력' });
  await user.click(input);
  await user.paste(`  ${'😀'.repeat(193)}:heart:`);
  expect(screen.getByText('200/200')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '전송' })).toBeEnabled();
  await user.type(input, '!');
  expect(screen.getByText('201/200')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('채팅은 200자까지 입력할 수 있습니다.');
  expect(screen.getByRole('button', { name: '전송' })).toBeDisabled();
});

test('Unauthorized ten times, refreshing the session between tries, ends with the exact SPEC message', async () => {
  server.knobs.refuseHandshake = 'Unauthorized';
  const { api } = await renderChat(<LiveChat url={server.url} />);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGES.unauthorized), {
    timeout: 8000,
  });
  expect(screen.getByRole('alert').textContent).toBe(CHAT_MESSAGES.unauthorized);
  expect(server.handshakes).toHaveLength(11);
  expect(api.count('GET', '/api/auth/me')).toBe(10);
  expect(screen.getByRole('textbox', { name: '채팅 입력' })).toBeDisabled();
});

test('another connection error shows disconnected', async () => {
  server.knobs.refuseHandshake = 'Unavailable';
  await renderChat(<LiveChat url={server.url} />);
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('채팅 서버와 연결이 끊어졌습니다. 다시 연결하는 중입니다.'),
  );
});

test('while the session is being restored it waits, then connects once as the member', async () => {
  const { store } = await renderChat(<LiveChat url={server.url} />, { member: null, restoring: true });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(server.handshakes).toEqual([]);
  act(() => {
    store.dispatch(signedIn(MEMBER));
  });
  await joined();
  expect(server.handshakes).toHaveLength(1);
  expect(screen.getByRole('textbox', { name: '채팅 입력' })).toBeEnabled();
});
