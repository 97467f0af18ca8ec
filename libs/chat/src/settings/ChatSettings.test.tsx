// The chat settings (text size, timestamps) and nickname colours on the live panel, against the fake socket server.
import { act, screen, waitFor, within } from '@testing-library/react';
import { useChatRoom } from '../room/use-chat-room';
import { FAST_TIMING } from '../testing/fast-timing';
import { renderChat, resetChatStores } from '../testing/render-chat';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import { ChatPanel } from '../panel/ChatPanel';
import { NICKNAME_COLOURS, nicknameColour } from '../panel/nickname-colour';
import { CHAT_SETTINGS_KEY } from './chat-settings';

const ROOM = '5';
let server: FakeChatServer;

function LiveChat({ url }: { url: string }) {
  const room = useChatRoom(ROOM, { url, timing: FAST_TIMING });
  return <ChatPanel room={room} />;
}

beforeEach(async () => {
  localStorage.clear();
  server = await startFakeChatServer();
});
afterEach(async () => {
  resetChatStores();
  await server.close();
});

const joined = () => waitFor(() => expect(screen.getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
const lineOf = (text: string) => within(screen.getByRole('log')).getByText(text).closest('li') as HTMLElement;

test('a reader makes the lines large and shows their times, and a new page remembers both', async () => {
  const first = await renderChat(<LiveChat url={server.url} />);
  await joined();
  // 02:05 UTC is 11:05 in Seoul, the site's clock.
  act(() => void server.post(ROOM, { text: '안녕하세요', at: '2026-12-07T02:05:00.000Z' }));
  await waitFor(() => expect(lineOf('안녕하세요')).toHaveClass('text-sm'));
  expect(within(lineOf('안녕하세요')).queryByText('11:05')).toBeNull();

  await first.user.click(screen.getByRole('button', { name: '채팅 설정' }));
  const settings = screen.getByRole('group', { name: '채팅 설정' });
  expect(within(settings).getByRole('radio', { name: '보통' })).toBeChecked();
  await first.user.click(within(settings).getByRole('radio', { name: '크게' }));
  await first.user.click(within(settings).getByRole('checkbox', { name: '채팅 시간 표시' }));
  expect(lineOf('안녕하세요')).toHaveClass('text-base');
  expect(within(lineOf('안녕하세요')).getByText('11:05')).toHaveAttribute('datetime', '2026-12-07T02:05:00.000Z');
  await first.user.keyboard('{Escape}');
  expect(screen.queryByRole('group', { name: '채팅 설정' })).toBeNull();
  first.unmount();

  const second = await renderChat(<LiveChat url={server.url} />);
  await joined();
  act(() => void server.post(ROOM, { text: '다시 왔어요', at: '2026-12-07T15:30:00.000Z' }));
  await waitFor(() => expect(lineOf('다시 왔어요')).toHaveClass('text-base'));
  // 15:30 UTC is 00:30 the next day in Seoul: a 24-hour clock.
  expect(within(lineOf('다시 왔어요')).getByText('00:30')).toBeInTheDocument();
  await second.user.click(screen.getByRole('button', { name: '채팅 설정' }));
  await second.user.click(screen.getByRole('radio', { name: '작게' }));
  expect(lineOf('다시 왔어요')).toHaveClass('text-xs');
  expect(JSON.parse(localStorage.getItem(CHAT_SETTINGS_KEY) ?? '{}')).toEqual({ fontSize: 'small', timestamps: true });
});

test('a broken stored setting falls back to medium without times', async () => {
  localStorage.setItem(CHAT_SETTINGS_KEY, '{"fontSize":"huge","timestamps":"yes"}');
  await renderChat(<LiveChat url={server.url} />, { locale: 'en' });
  await waitFor(() => expect(screen.getByText('Connected to the chat.')).toBeInTheDocument());
  act(() => void server.post(ROOM, { text: 'hello' }));
  await waitFor(() => expect(lineOf('hello')).toHaveClass('text-sm'));
  expect(lineOf('hello').querySelector('time')).toBeNull();
  expect(screen.getByRole('button', { name: 'Chat settings' })).toHaveAttribute('aria-expanded', 'false');
});

test('each member keeps one nickname colour from their id, and the streamer keeps the accent', async () => {
  await renderChat(<LiveChat url={server.url} />);
  await joined();
  act(() => {
    server.post(ROOM, { text: '첫 줄', memberId: 101, nickname: '하나' });
    server.post(ROOM, { text: '둘째 줄', memberId: 102, nickname: '둘' });
    server.post(ROOM, { text: '셋째 줄', memberId: 101, nickname: '하나' });
    server.post(ROOM, { text: '방장 줄', memberId: 1, nickname: '방장', role: 'owner' });
  });
  await waitFor(() => expect(lineOf('방장 줄')).toBeInTheDocument());
  const colourOf = (text: string) => within(lineOf(text)).getByText(/^(하나|둘|방장)$/).className;
  expect(colourOf('첫 줄')).toContain(nicknameColour(101));
  expect(colourOf('셋째 줄')).toContain(nicknameColour(101));
  expect(colourOf('둘째 줄')).toContain(nicknameColour(102));
  expect(nicknameColour(101)).not.toBe(nicknameColour(102));
  expect(colourOf('방장 줄')).toContain('text-accent');
});

test('member ids spread over all eight colours', () => {
  const used = new Set(Array.from({ length: 64 }, (_, index) => nicknameColour(index + 1)));
  expect([...used].sort()).toEqual([...NICKNAME_COLOURS].sort());
  // Stable: the same id gives the same colour on every call.
  expect(nicknameColour(123456)).toBe(nicknameColour(123456));
});
