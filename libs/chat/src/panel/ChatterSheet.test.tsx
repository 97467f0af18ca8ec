// On a phone the chatter menu is a sheet over the bottom of the screen, outside the chat's box of fixed
// height: laid out inside it, the menu left the lines about 24 px. On a wide screen it stays under the lines.
import { act, screen, waitFor, within } from '@testing-library/react';
import { MEMBER } from '@onair/store/testing';
import { useChatRoom } from '../room/use-chat-room';
import { renderChat, resetChatStores } from '../testing/render-chat';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import { FAST_TIMING } from '../testing/fast-timing';
import { restoreViewport, setViewportWidth } from '../testing/viewport';
import { ChatPanel } from './ChatPanel';

const ROOM = '5';
const VIEWER = { memberId: 21, nickname: '일반시청자', role: 'member' as const };

let server: FakeChatServer;

function LiveChat({ url }: { url: string }) {
  const room = useChatRoom(ROOM, { url, timing: FAST_TIMING });
  return <ChatPanel room={room} ownerMemberId={MEMBER.memberId} onReport={() => undefined} />;
}

beforeEach(async () => {
  server = await startFakeChatServer();
});
afterEach(async () => {
  restoreViewport();
  resetChatStores();
  await server.close();
});

const chat = () => screen.getByRole('region', { name: '채팅' });
const nickname = () =>
  within(screen.getByRole('log', { name: '채팅 메시지' })).getByRole('button', { name: VIEWER.nickname });
const backdrop = () => document.querySelector<HTMLElement>('[data-sheet-backdrop]');

async function openMenu(width: number) {
  setViewportWidth(width);
  const view = await renderChat(<LiveChat url={server.url} />);
  await waitFor(() => expect(screen.getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
  act(() => {
    server.post(ROOM, { text: '안녕하세요', ...VIEWER });
  });
  await waitFor(() => expect(nickname()).toBeInTheDocument());
  await view.user.click(nickname());
  return view;
}

test('on a phone the menu is a modal sheet outside the chat panel; a tap on the backdrop closes it and focus returns', async () => {
  const { user } = await openMenu(412);
  const sheet = screen.getByRole('dialog', { name: VIEWER.nickname });
  expect(sheet).toHaveAttribute('aria-modal', 'true');
  // Not laid out in the panel, so it takes no room from the lines.
  expect(chat()).not.toContainElement(sheet);
  expect(within(sheet).getByRole('region', { name: `${VIEWER.nickname}님 메뉴` })).toBeInTheDocument();
  // Large enough for a finger: every button is md (40 px), 닫기 and 신고 too, not the compact ones.
  const kick = within(sheet).getByRole('button', { name: '10분 강퇴' });
  expect(kick).toHaveFocus();
  const buttons = within(sheet).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(expect.arrayContaining(['닫기', '신고']));
  for (const button of buttons) expect(button.className).toContain('h-10');
  // The page behind does not scroll under the sheet.
  expect(document.body.style.overflow).toBe('hidden');

  await user.click(backdrop() as HTMLElement);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(nickname()).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

test('on a phone Escape closes the sheet, and Tab stays inside it', async () => {
  const { user } = await openMenu(412);
  const sheet = screen.getByRole('dialog', { name: VIEWER.nickname });
  const buttons = within(sheet).getAllByRole('button');
  (buttons.at(-1) as HTMLElement).focus();
  await user.tab();
  expect(buttons[0]).toHaveFocus();
  await user.tab({ shift: true });
  expect(buttons.at(-1)).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(nickname()).toHaveFocus();
});

test('on a wide screen the menu stays in the panel under the lines, with no backdrop', async () => {
  await openMenu(1280);
  const menu = within(chat()).getByRole('region', { name: `${VIEWER.nickname}님 메뉴` });
  expect(menu).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(backdrop()).toBeNull();
});

test("on a phone the owner's tools and the vote form are big enough for a finger; on a wide screen compact", async () => {
  for (const [width, height] of [
    [412, 'h-10'],
    [1280, 'h-8'],
  ] as const) {
    setViewportWidth(width);
    const view = await renderChat(<LiveChat url={server.url} />);
    await waitFor(() => expect(screen.getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
    const tools = screen.getByRole('group', { name: '채팅방 관리' });
    for (const button of within(tools).getAllByRole('button')) expect(button.className).toContain(height);
    await view.user.click(within(tools).getByRole('button', { name: '투표 만들기' }));
    for (const button of within(tools).getAllByRole('button')) expect(button.className).toContain(height);
    view.unmount();
    resetChatStores();
  }
});
