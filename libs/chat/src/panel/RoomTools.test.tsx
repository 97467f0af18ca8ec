// On a phone the owner's four tools (announcement, vote, live match, freeze) wrapped onto a second
// row, taking 52 px from the chat's box of fixed height. There they are 40 px icon buttons named
// by their words, in one row, with the chat's modes behind a fifth; on a wide screen they keep
// their words, and the modes' select and toggle sit in the row.
import { screen, waitFor, within } from '@testing-library/react';
import { MEMBER } from '@onair/store/testing';
import { useChatRoom } from '../room/use-chat-room';
import { renderChat, resetChatStores } from '../testing/render-chat';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import { FAST_TIMING } from '../testing/fast-timing';
import { restoreViewport, setViewportWidth } from '../testing/viewport';
import { ChatPanel } from './ChatPanel';

const ROOM = '5';
const TOOLS = ['공지 설정', '투표 만들기', '라이브 매치 신청', '채팅 얼리기'];
const PHONE_TOOLS = [...TOOLS, '채팅 모드'];

let server: FakeChatServer;

function LiveChat({ url }: { url: string }) {
  const room = useChatRoom(ROOM, { url, timing: FAST_TIMING });
  return <ChatPanel room={room} ownerMemberId={MEMBER.memberId} />;
}

beforeEach(async () => {
  server = await startFakeChatServer();
});
afterEach(async () => {
  restoreViewport();
  resetChatStores();
  await server.close();
});

async function ownerTools(width: number, locale?: 'en') {
  setViewportWidth(width);
  const view = await renderChat(<LiveChat url={server.url} />, locale ? { locale } : {});
  const group = locale ? 'Room tools' : '채팅방 관리';
  await waitFor(() => expect(screen.getByRole('group', { name: group })).toBeInTheDocument());
  await waitFor(() => expect(server.joins.length).toBeGreaterThan(0));
  return { ...view, tools: screen.getByRole('group', { name: group }) };
}

test('on a phone the owner gets five 40 px icon buttons in one row, each named by its words', async () => {
  const { tools } = await ownerTools(360);
  const buttons = within(tools).getAllByRole('button');
  expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(PHONE_TOOLS);
  for (const button of buttons) {
    // Square 40 px targets showing an icon, not the words that wrapped the row.
    expect(button.className).toMatch(/\bh-10\b/);
    expect(button.className).toMatch(/\bw-10\b/);
    expect(button).toHaveAttribute('title', button.getAttribute('aria-label'));
    expect(button.textContent).toBe('');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  }
  expect(buttons[0]?.parentElement?.className).toMatch(/\bflex-nowrap\b/);
});

test('on a phone every tool is reached and worked from the keyboard', async () => {
  const { user, tools } = await ownerTools(390);
  const announce = within(tools).getByRole('button', { name: '공지 설정' });
  announce.focus();
  for (const name of PHONE_TOOLS.slice(1)) {
    await user.tab();
    expect(within(tools).getByRole('button', { name })).toHaveFocus();
  }

  announce.focus();
  await user.keyboard('{Enter}');
  expect(announce).toHaveAttribute('aria-expanded', 'true');
  expect(within(tools).getByRole('textbox')).toBeInTheDocument();
  announce.focus();
  await user.keyboard('{Enter}');
  expect(announce).toHaveAttribute('aria-expanded', 'false');

  const vote = within(tools).getByRole('button', { name: '투표 만들기' });
  vote.focus();
  await user.keyboard(' ');
  expect(vote).toHaveAttribute('aria-expanded', 'true');

  const freeze = within(tools).getByRole('button', { name: '채팅 얼리기' });
  freeze.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(server.actions.at(-1)).toEqual({ room: ROOM, type: 'freeze' }));
  const thaw = await within(tools).findByRole('button', { name: '채팅 얼리기 해제' });
  expect(thaw).toHaveAttribute('aria-pressed', 'true');
  expect(thaw).toHaveAttribute('title', '채팅 얼리기 해제');
});

test('English names on a phone; the words themselves on a wide screen', async () => {
  const phone = await ownerTools(360, 'en');
  expect(
    within(phone.tools)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual(['Announcement', 'New vote', 'Request a live match', 'Freeze chat', 'Chat modes']);
  phone.unmount();
  resetChatStores();

  const wide = await ownerTools(1280);
  const buttons = within(wide.tools).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual([...TOOLS, '팔로워 전용 채팅']);
  expect(within(wide.tools).getByRole('combobox', { name: '저속 모드' }).className).toMatch(/\bh-8\b/);
  for (const button of buttons) {
    expect(button).not.toHaveAttribute('aria-label');
    expect(button.className).toMatch(/\bh-8\b/);
  }
});
