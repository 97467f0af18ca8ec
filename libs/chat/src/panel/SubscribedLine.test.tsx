// A subscription's notice line ("X님이 구독했습니다.") as the server relays it, on the live panel.
import { act, screen, waitFor, within } from '@testing-library/react';
import { useChatRoom } from '../room/use-chat-room';
import { FAST_TIMING } from '../testing/fast-timing';
import { renderChat, resetChatStores } from '../testing/render-chat';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import { ChatPanel } from './ChatPanel';

const ROOM = '5';
let server: FakeChatServer;

function LiveChat({ url }: { url: string }) {
  const room = useChatRoom(ROOM, { url, timing: FAST_TIMING });
  return <ChatPanel room={room} />;
}

beforeEach(async () => {
  server = await startFakeChatServer();
});
afterEach(async () => {
  resetChatStores();
  await server.close();
});

const subscribed = (nickname: string) => ({
  kind: 'notice' as const,
  text: '',
  nickname,
  payload: { notice: 'subscribed', subscriptionId: 4, period: 1, subscriberNickname: nickname },
});

test('a subscription shows as its own line, in Korean and as plain text', async () => {
  await renderChat(<LiveChat url={server.url} />);
  await waitFor(() => expect(screen.getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
  act(() => void server.post(ROOM, subscribed('<b>구독자</b>')));
  const log = screen.getByRole('log');
  await waitFor(() => expect(within(log).getByText('<b>구독자</b>님이 구독했습니다.')).toBeInTheDocument());
  expect(log.querySelector('b')).toBeNull();
});

test('in English, and a notice of another sort is not read as a subscription', async () => {
  await renderChat(<LiveChat url={server.url} />, { locale: 'en' });
  await waitFor(() => expect(screen.getByText('Connected to the chat.')).toBeInTheDocument());
  act(() => {
    server.post(ROOM, { kind: 'notice', text: 'system line', payload: { notice: 'other' } });
    server.post(ROOM, subscribed('fan'));
  });
  const log = screen.getByRole('log');
  await waitFor(() => expect(within(log).getByText('fan subscribed.')).toBeInTheDocument());
  expect(within(log).getByText('system line')).toBeInTheDocument();
  expect(within(log).queryAllByText(/subscribed/)).toHaveLength(1);
});
