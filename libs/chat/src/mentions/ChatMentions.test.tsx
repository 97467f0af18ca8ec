// @mentions on the live panel: completion in the composer, the highlight on lines that name the reader,
// and where a line's mentions are (each opens the named chatter's user card, UserCardEntryPoints.test).
import { act, screen, waitFor, within } from '@testing-library/react';
import { useChatRoom } from '../room/use-chat-room';
import { FAST_TIMING } from '../testing/fast-timing';
import { renderChat, resetChatStores } from '../testing/render-chat';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import { ChatPanel } from '../panel/ChatPanel';
import { mentionSegments, mentionsNickname } from './mentions';

const ROOM = '5';
let server: FakeChatServer;

function LiveChat({ url }: { url: string }) {
  const room = useChatRoom(ROOM, { url, timing: FAST_TIMING });
  return <ChatPanel room={room} ownerMemberId={1} ownerNickname="달빛방장" />;
}

beforeEach(async () => {
  server = await startFakeChatServer();
});
afterEach(async () => {
  resetChatStores();
  await server.close();
});

const joined = () => waitFor(() => expect(screen.getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
const input = () => screen.getByRole('textbox', { name: '채팅 입력' });

async function withChatters() {
  const view = await renderChat(<LiveChat url={server.url} />);
  await joined();
  act(() => {
    server.post(ROOM, { text: '안녕', memberId: 20, nickname: '달토끼' });
    server.post(ROOM, { text: '반가워요', memberId: 21, nickname: '별님' });
    server.post(ROOM, { text: '또 왔어요', memberId: 22, nickname: '달팽이' });
  });
  await waitFor(() => expect(within(screen.getByRole('log')).getByText('또 왔어요')).toBeInTheDocument());
  return view;
}

test('typing @ offers the streamer, then the latest chatters; arrows move and Enter picks without sending', async () => {
  const { user } = await withChatters();
  await user.type(input(), '@달');
  const list = screen.getByRole('listbox', { name: '멘션할 닉네임' });
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['@달빛방장', '@달팽이', '@달토끼']);
  expect(within(list).getByRole('option', { name: '@달빛방장' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  const active = within(list).getByRole('option', { name: '@달팽이' });
  expect(active).toHaveAttribute('aria-selected', 'true');
  expect(input()).toHaveAttribute('aria-activedescendant', active.id);
  await user.keyboard('{Enter}');
  expect(input()).toHaveValue('@달팽이 ');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(server.sends).toEqual([]);
  await user.keyboard('반가워요{Enter}');
  await waitFor(() => expect(server.sends.map((send) => send.text)).toEqual(['@달팽이 반가워요']));
});

test('Tab picks too, ArrowUp wraps to the last, Escape closes, and nothing is offered for an unknown name', async () => {
  const { user } = await withChatters();
  await user.type(input(), '인사 @');
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('option', { name: '@달토끼' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Tab}');
  expect(input()).toHaveValue('인사 @달토끼 ');
  expect(input()).toHaveFocus();
  await user.type(input(), '@별');
  expect(screen.getByRole('option', { name: '@별님' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  await user.clear(input());
  await user.type(input(), '@없는사람');
  expect(screen.queryByRole('listbox')).toBeNull();
});

test('a line naming the reader is highlighted and says so to a screen reader; one naming a longer nickname is not', async () => {
  await renderChat(<LiveChat url={server.url} />);
  await joined();
  act(() => {
    server.post(ROOM, { text: '@라이브팬 어서 오세요', memberId: 20, nickname: '달토끼' });
    server.post(ROOM, { text: '@라이브팬들 모두 안녕', memberId: 20, nickname: '달토끼' });
  });
  const log = screen.getByRole('log');
  await waitFor(() => expect(within(log).getByText('@라이브팬들 모두 안녕')).toBeInTheDocument());
  const mentioned = within(log).getByText('@라이브팬 어서 오세요').closest('li') as HTMLElement;
  const notMentioned = within(log).getByText('@라이브팬들 모두 안녕').closest('li') as HTMLElement;
  expect(mentioned).toHaveAttribute('data-mentioned', 'true');
  expect(mentioned).toHaveClass('bg-accent/10');
  expect(mentioned).toHaveTextContent(/^나를 언급한 채팅:/);
  expect(notMentioned).not.toHaveAttribute('data-mentioned');
  expect(notMentioned).not.toHaveTextContent('나를 언급한 채팅');
});

test('mention matching stops at the end of a nickname', () => {
  expect(mentionsNickname('hi @fan!', 'fan')).toBe(true);
  expect(mentionsNickname('hi @fans', 'fan')).toBe(false);
  expect(mentionsNickname('@fans and @fan', 'fan')).toBe(true);
  expect(mentionsNickname('fan without at', 'fan')).toBe(false);
});

test('a line is cut at the mentions of known nicknames, the longest that ends there winning', () => {
  expect(mentionSegments('@달빛가루 @달빛! 그리고 @달빛들 메일@달빛', ['달빛', '달빛가루'])).toEqual([
    { kind: 'mention', nickname: '달빛가루' },
    { kind: 'text', text: ' ' },
    { kind: 'mention', nickname: '달빛' },
    { kind: 'text', text: '! 그리고 @달빛들 메일' },
    { kind: 'mention', nickname: '달빛' },
  ]);
  expect(mentionSegments('아무도 없음 @누구', ['달빛'])).toEqual([{ kind: 'text', text: '아무도 없음 @누구' }]);
});
