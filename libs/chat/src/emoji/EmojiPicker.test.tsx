// The composer's emoji picker inside the live chat, against a real socket.io server and the fake API.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMOJI_CATALOG } from '@onair/contracts';
import type { FakeRoute } from '@onair/store/testing';
import { ChatPanel } from '../panel/ChatPanel';
import { useChatRoom } from '../room/use-chat-room';
import { renderChat, resetChatStores } from '../testing/render-chat';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';

const ROOM = '5';
const BASIC = EMOJI_CATALOG.filter((emoji) => emoji.group === 'basic');
const showEmoji = (subscriber: boolean): Record<string, FakeRoute> => ({
  'GET /api/guest/show-emoji': () => ({
    status: 200,
    body: { channelId: 5, subscriber, items: subscriber ? EMOJI_CATALOG : BASIC },
  }),
});

let server: FakeChatServer;

function LiveChat({ url }: { url: string }) {
  return <ChatPanel room={useChatRoom(ROOM, { url, timing: { ackTimeoutMs: 300, gapWaitMs: 100 } })} />;
}

beforeEach(async () => {
  server = await startFakeChatServer();
});
afterEach(async () => {
  resetChatStores();
  await server.close();
});

const joined = () => waitFor(() => expect(screen.getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
const box = () => screen.getByRole('textbox', { name: '채팅 입력' });
const emojiButton = () => screen.getByRole('button', { name: '이모티콘' });
const picker = () => screen.getByRole('dialog', { name: '이모티콘 선택' });

test('a picked emoji goes in at the cursor as its token, is sent, and shows as its glyph', async () => {
  const { user, api } = await renderChat(<LiveChat url={server.url} />, { routes: showEmoji(false) });
  await joined();
  expect(api.count('GET', '/api/guest/show-emoji')).toBe(0);
  await user.type(box(), '안녕 반가워');
  (box() as HTMLInputElement).setSelectionRange(3, 3);

  await user.click(emojiButton());
  expect(emojiButton()).toHaveAttribute('aria-expanded', 'true');
  const heart = await within(picker()).findByRole('button', { name: '하트' });
  // The first emoji takes focus; the arrows move through the grid.
  expect(within(picker()).getByRole('button', { name: '웃음' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(within(picker()).getByRole('button', { name: '활짝 웃음' })).toHaveFocus();
  await user.click(heart);

  expect(screen.queryByRole('dialog')).toBeNull();
  expect(box()).toHaveValue('안녕 :heart:반가워');
  expect(box()).toHaveFocus();
  expect((box() as HTMLInputElement).selectionStart).toBe(10);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(server.sends.map((send) => send.text)).toEqual(['안녕 :heart:반가워']));
  const log = screen.getByRole('log');
  await waitFor(() => expect(within(log).getByRole('img', { name: '하트' })).toHaveTextContent('❤️'));
  expect(api.count('GET', '/api/guest/show-emoji')).toBe(1);
});

test('without a subscription the picker offers the basic emoji only', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} />, { routes: showEmoji(false) });
  await joined();
  await user.click(emojiButton());
  await within(picker()).findByRole('button', { name: '하트' });
  expect(within(picker()).getAllByRole('button')).toHaveLength(BASIC.length);
  expect(within(picker()).queryByRole('region', { name: '구독자 전용' })).toBeNull();
  expect(within(picker()).queryByRole('button', { name: '왕관' })).toBeNull();
});

test("a subscriber's picker adds the subscriber emoji under their own heading", async () => {
  const { user } = await renderChat(<LiveChat url={server.url} />, { routes: showEmoji(true) });
  await joined();
  await user.click(emojiButton());
  const subscriberOnly = await within(picker()).findByRole('region', { name: '구독자 전용' });
  expect(within(subscriberOnly).getAllByRole('button')).toHaveLength(12);
  await user.click(within(subscriberOnly).getByRole('button', { name: '왕관' }));
  expect(box()).toHaveValue(':crown:');
});

test('Escape and a press outside close the picker; focus returns to the button after Escape', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} />, { routes: showEmoji(false) });
  await joined();
  await user.click(emojiButton());
  await within(picker()).findByRole('button', { name: '하트' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(emojiButton()).toHaveFocus();
  expect(emojiButton()).toHaveAttribute('aria-expanded', 'false');

  await user.keyboard('{Enter}');
  expect(picker()).toBeInTheDocument();
  act(() => {
    fireEvent.mouseDown(screen.getByRole('log'));
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a failed request says so in the picker', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} />, {
    routes: {
      'GET /api/guest/show-emoji': () => ({
        status: 404,
        body: { code: 'NOT_FOUND', message: '존재하지 않는 채널입니다.' },
      }),
    },
  });
  await joined();
  await user.click(emojiButton());
  await waitFor(() =>
    expect(within(picker()).getByRole('status')).toHaveTextContent('이모티콘을 불러오지 못했습니다.'),
  );
});

test('visitors get no emoji button', async () => {
  await renderChat(<LiveChat url={server.url} />, { member: null, routes: showEmoji(false) });
  await waitFor(() => expect(screen.getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: '이모티콘' })).toBeNull();
});
