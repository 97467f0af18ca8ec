// The nickname menu's moderation, the freeze toggle and the room's action lines, against the fake chat server (a real socket.io server).
import { act, screen, waitFor, within } from '@testing-library/react';
import { MEMBER } from '@onair/store/testing';
import { useChatRoom } from '../room/use-chat-room';
import { renderChat, resetChatStores } from '../testing/render-chat';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import { ChatPanel } from './ChatPanel';
import type { ChatTarget } from './ChatterMenu';
import { FAST_TIMING } from '../testing/fast-timing';

const ROOM = '5';
const XSS = '<img src=x onerror=alert(1)>';
const OWNER_ID = 99;
const VIEWER = { memberId: 21, nickname: '일반시청자', role: 'member' as const };
const MANAGER = { memberId: 22, nickname: '부매니저', role: 'manager' as const };
const STREAMER = { memberId: OWNER_ID, nickname: '방장', role: 'owner' as const };
const FULL_SANCTIONS = ['10분 강퇴', '60분 강퇴', '10분 채팅 금지', '60분 채팅 금지', '차단'];

let server: FakeChatServer;

function LiveChat(props: { url: string; ownerMemberId?: number; onReport?: (target: ChatTarget) => void }) {
  const room = useChatRoom(ROOM, { url: props.url, timing: FAST_TIMING });
  return <ChatPanel room={room} ownerMemberId={props.ownerMemberId} onReport={props.onReport} />;
}

beforeEach(async () => {
  server = await startFakeChatServer();
});
afterEach(async () => {
  resetChatStores();
  await server.close();
});

const joined = () => waitFor(() => expect(screen.getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
const log = () => screen.getByRole('log', { name: '채팅 메시지' });
const nicknameButton = (nickname: string) => within(log()).queryByRole('button', { name: nickname });
const menu = (nickname: string) => screen.queryByRole('region', { name: `${nickname}님 메뉴` });
const menuActions = (nickname: string) =>
  within(menu(nickname) as HTMLElement)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== '닫기');

/** Lines from the streamer, a manager and a plain viewer, and one of the signed-in member's own. */
async function chatters() {
  await joined();
  act(() => {
    server.post(ROOM, { text: '어서 오세요', ...STREAMER });
    server.post(ROOM, { text: '매니저입니다', ...MANAGER });
    server.post(ROOM, { text: '안녕하세요', ...VIEWER });
    server.post(ROOM, { text: '제 줄입니다', memberId: MEMBER.memberId, nickname: MEMBER.nickname });
  });
  await waitFor(() => expect(log()).toHaveTextContent('제 줄입니다'));
}

test("a plain member gets no moderation: a chatter's card holds no sanction nor pin, and with a report form only 신고", async () => {
  const first = await renderChat(<LiveChat url={server.url} ownerMemberId={OWNER_ID} />);
  await chatters();
  // Every other chatter's nickname opens their user card (docs/chat.md, "User card"); one's own line does not.
  expect(nicknameButton(MEMBER.nickname)).toBeNull();
  await first.user.click(nicknameButton(STREAMER.nickname) as HTMLElement);
  expect(menuActions(STREAMER.nickname)).toEqual([]);
  first.unmount();
  resetChatStores();

  const reported: ChatTarget[] = [];
  const { user } = await renderChat(
    <LiveChat url={server.url} ownerMemberId={OWNER_ID} onReport={(target) => reported.push(target)} />,
  );
  await joined();
  act(() => {
    server.post(ROOM, { text: '또 왔어요', ...VIEWER });
  });
  await waitFor(() => expect(nicknameButton(VIEWER.nickname)).not.toBeNull());
  await user.click(nicknameButton(VIEWER.nickname) as HTMLElement);
  expect(menuActions(VIEWER.nickname)).toEqual(['이 채팅 신고', '신고']);
  await user.click(within(menu(VIEWER.nickname) as HTMLElement).getByRole('button', { name: '신고' }));
  expect(reported).toEqual([{ memberId: VIEWER.memberId, nickname: VIEWER.nickname }]);
  expect(menu(VIEWER.nickname)).toBeNull();

  // 이 채팅 신고 names the line the menu was opened from by its sequence number, not only who wrote it.
  const line = within(log()).getByText('또 왔어요').closest('li') as HTMLElement;
  const seq = Number(line.dataset['seq']);
  expect(seq).toBeGreaterThan(0);
  await user.click(within(line).getByRole('button', { name: VIEWER.nickname }));
  await user.click(within(menu(VIEWER.nickname) as HTMLElement).getByRole('button', { name: '이 채팅 신고' }));
  expect(reported[1]).toEqual({ memberId: VIEWER.memberId, nickname: VIEWER.nickname, seq });
  expect(menu(VIEWER.nickname)).toBeNull();
});

test('a visitor gets no menu at all', async () => {
  await renderChat(<LiveChat url={server.url} ownerMemberId={OWNER_ID} onReport={() => undefined} />, { member: null });
  await chatters();
  expect(within(log()).queryAllByRole('button')).toEqual([]);
});

test('the owner may sanction managers and members and appoint or dismiss managers, never over their own line', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await chatters();
  expect(nicknameButton(MEMBER.nickname)).toBeNull();

  const viewer = nicknameButton(VIEWER.nickname) as HTMLElement;
  expect(viewer).toHaveAttribute('aria-expanded', 'false');
  await user.click(viewer);
  expect(viewer).toHaveAttribute('aria-expanded', 'true');
  expect(menuActions(VIEWER.nickname)).toEqual([...FULL_SANCTIONS, '매니저 임명', '이 채팅 고정', '이 채팅 삭제']);
  // The first action takes the focus; Escape gives it back to the nickname.
  expect(within(menu(VIEWER.nickname) as HTMLElement).getByRole('button', { name: '10분 강퇴' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(menu(VIEWER.nickname)).toBeNull();
  expect(viewer).toHaveFocus();

  // Keyboard activation opens it too.
  (nicknameButton(MANAGER.nickname) as HTMLElement).focus();
  await user.keyboard('{Enter}');
  expect(menuActions(MANAGER.nickname)).toEqual([...FULL_SANCTIONS, '매니저 해제', '이 채팅 고정', '이 채팅 삭제']);
});

test('a manager sanctions members only; an operator also rules managers; nobody acts on the owner', async () => {
  const managerView = await renderChat(<LiveChat url={server.url} ownerMemberId={OWNER_ID} />);
  await chatters();
  act(() => {
    server.emitToRoom(ROOM, 'event', { type: 'role', room: ROOM, role: 'manager' });
  });
  await waitFor(() => expect(nicknameButton(VIEWER.nickname)).not.toBeNull());
  // Another manager and the owner: their cards only, and their lines to pin.
  await managerView.user.click(nicknameButton(MANAGER.nickname) as HTMLElement);
  expect(menuActions(MANAGER.nickname)).toEqual(['이 채팅 고정']);
  await managerView.user.click(nicknameButton(STREAMER.nickname) as HTMLElement);
  expect(menuActions(STREAMER.nickname)).toEqual(['이 채팅 고정']);
  await managerView.user.click(nicknameButton(VIEWER.nickname) as HTMLElement);
  expect(menuActions(VIEWER.nickname)).toEqual([...FULL_SANCTIONS, '이 채팅 고정', '이 채팅 삭제']);
  managerView.unmount();
  resetChatStores();

  const operatorView = await renderChat(<LiveChat url={server.url} ownerMemberId={OWNER_ID} />, {
    member: { ...MEMBER, userType: 'O' },
  });
  await joined();
  act(() => {
    server.post(ROOM, { text: '다시', ...STREAMER });
    server.post(ROOM, { text: '다시', ...MANAGER });
  });
  await waitFor(() => expect(nicknameButton(MANAGER.nickname)).not.toBeNull());
  await operatorView.user.click(nicknameButton(STREAMER.nickname) as HTMLElement);
  expect(menuActions(STREAMER.nickname)).toEqual(['이 채팅 고정']);
  await operatorView.user.click(nicknameButton(MANAGER.nickname) as HTMLElement);
  expect(menuActions(MANAGER.nickname)).toEqual([...FULL_SANCTIONS, '매니저 해제', '이 채팅 고정', '이 채팅 삭제']);
});

test('a kick sends the action with its minutes and shows the server answer, and the room sees it as a line', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await chatters();
  await user.click(nicknameButton(VIEWER.nickname) as HTMLElement);
  await user.click(within(menu(VIEWER.nickname) as HTMLElement).getByRole('button', { name: '60분 강퇴' }));
  await waitFor(() =>
    expect(within(menu(VIEWER.nickname) as HTMLElement).getByRole('status')).toHaveTextContent(
      '일반시청자님이 강퇴되었습니다.',
    ),
  );
  expect(server.actions.at(-1)).toEqual({ room: ROOM, type: 'kick', targetMemberId: VIEWER.memberId, minutes: 60 });
  await waitFor(() => expect(within(log()).getByText('일반시청자님이 강퇴되었습니다.')).toBeInTheDocument());
});

test('after an action focus stays in the menu, on its answer, so Escape still closes it and returns to the nickname', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await chatters();
  await user.click(nicknameButton(VIEWER.nickname) as HTMLElement);
  await user.click(within(menu(VIEWER.nickname) as HTMLElement).getByRole('button', { name: '10분 채팅 금지' }));
  const status = await within(menu(VIEWER.nickname) as HTMLElement).findByRole('status');
  expect(status).toHaveTextContent('일반시청자님이 채팅 금지되었습니다.');
  // Not on the pressed button, which the browser blurs while it is disabled awaiting the answer.
  expect(menu(VIEWER.nickname)).toContainElement(document.activeElement as HTMLElement);
  expect(status.parentElement).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(menu(VIEWER.nickname)).toBeNull();
  expect(nicknameButton(VIEWER.nickname)).toHaveFocus();
});

test('after a confirmed ban focus comes back to the menu, not to the ban button the dialog handed it to', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await chatters();
  await user.click(nicknameButton(VIEWER.nickname) as HTMLElement);
  await user.click(within(menu(VIEWER.nickname) as HTMLElement).getByRole('button', { name: '차단' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '차단하기' }));
  const status = await within(menu(VIEWER.nickname) as HTMLElement).findByRole('status');
  expect(status.parentElement).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(menu(VIEWER.nickname)).toBeNull();
});

test("a refusal shows the server's Korean message in the menu", async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await chatters();
  await user.click(nicknameButton(VIEWER.nickname) as HTMLElement);
  server.knobs.refuseAction = { code: 'FORBIDDEN', message: '권한이 없습니다.' };
  await user.click(within(menu(VIEWER.nickname) as HTMLElement).getByRole('button', { name: '10분 채팅 금지' }));
  await waitFor(() =>
    expect(within(menu(VIEWER.nickname) as HTMLElement).getByRole('alert')).toHaveTextContent('권한이 없습니다.'),
  );
  expect(server.actions.at(-1)).toEqual({ room: ROOM, type: 'dumb', targetMemberId: VIEWER.memberId, minutes: 10 });
});

test('a ban is confirmed first; an appointment changes what the menu offers', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await chatters();
  await user.click(nicknameButton(VIEWER.nickname) as HTMLElement);
  const viewerMenu = () => within(menu(VIEWER.nickname) as HTMLElement);

  await user.click(viewerMenu().getByRole('button', { name: '차단' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('일반시청자님을 이 채팅방에서 차단할까요?');
  await user.click(within(dialog).getByRole('button', { name: '취소' }));
  expect(server.actions).toEqual([]);

  // Buttons ignore a second click within 500 ms (SPEC's double-click guard).
  await new Promise((resolve) => setTimeout(resolve, 550));
  await user.click(viewerMenu().getByRole('button', { name: '차단' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '차단하기' }));
  await waitFor(() => expect(viewerMenu().getByRole('status')).toHaveTextContent('일반시청자님이 차단되었습니다.'));
  expect(server.actions).toEqual([{ room: ROOM, type: 'blacklist', targetMemberId: VIEWER.memberId }]);

  await new Promise((resolve) => setTimeout(resolve, 550));
  await user.click(viewerMenu().getByRole('button', { name: '매니저 임명' }));
  await waitFor(() => expect(viewerMenu().getByRole('button', { name: '매니저 해제' })).toBeInTheDocument());
  expect(server.actions.at(-1)).toEqual({ room: ROOM, type: 'manager', targetMemberId: VIEWER.memberId });
  expect(within(log()).getByText('일반시청자님이 매니저로 임명되었습니다.')).toBeInTheDocument();
});

test('the freeze toggle freezes and thaws the room, and everyone sees the frozen line meanwhile', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await joined();
  const tools = screen.getByRole('group', { name: '채팅방 관리' });
  await user.click(within(tools).getByRole('button', { name: '채팅 얼리기' }));
  await waitFor(() =>
    expect(screen.getByText('채팅이 얼려져 있어 BJ와 매니저만 채팅할 수 있습니다.')).toBeInTheDocument(),
  );
  expect(server.actions.at(-1)).toEqual({ room: ROOM, type: 'freeze' });
  const thaw = within(tools).getByRole('button', { name: '채팅 얼리기 해제' });
  expect(thaw).toHaveAttribute('aria-pressed', 'true');
  expect(within(log()).getByText('채팅이 얼려졌습니다.')).toBeInTheDocument();

  await user.click(thaw);
  await waitFor(() => expect(screen.queryByText('채팅이 얼려져 있어 BJ와 매니저만 채팅할 수 있습니다.')).toBeNull());
  expect(server.actions.at(-1)).toEqual({ room: ROOM, type: 'unfreeze' });
  expect(within(tools).getByRole('button', { name: '채팅 얼리기' })).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor sees the frozen line from the room action, and the freeze refusal is shown to the moderator', async () => {
  const visitor = await renderChat(<LiveChat url={server.url} ownerMemberId={OWNER_ID} />, { member: null });
  await joined();
  expect(screen.queryByRole('group', { name: '채팅방 관리' })).toBeNull();
  act(() => {
    server.moderate(ROOM, 'freeze');
  });
  await waitFor(() =>
    expect(screen.getByText('채팅이 얼려져 있어 BJ와 매니저만 채팅할 수 있습니다.')).toBeInTheDocument(),
  );
  act(() => {
    server.moderate(ROOM, 'unfreeze');
  });
  await waitFor(() => expect(screen.queryByText('채팅이 얼려져 있어 BJ와 매니저만 채팅할 수 있습니다.')).toBeNull());
  visitor.unmount();
  resetChatStores();

  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await joined();
  server.knobs.refuseAction = { code: 'FORBIDDEN', message: '권한이 없습니다.' };
  const tools = screen.getByRole('group', { name: '채팅방 관리' });
  await user.click(within(tools).getByRole('button', { name: '채팅 얼리기' }));
  await waitFor(() => expect(within(tools).getByRole('alert')).toHaveTextContent('권한이 없습니다.'));
  expect(screen.queryByText('채팅이 얼려져 있어 BJ와 매니저만 채팅할 수 있습니다.')).toBeNull();
});

test('a member joining a room frozen before they came sees the frozen line at once', async () => {
  server.frozenRooms.add(ROOM);
  await renderChat(<LiveChat url={server.url} ownerMemberId={OWNER_ID} />);
  await joined();
  expect(screen.getByText('채팅이 얼려져 있어 BJ와 매니저만 채팅할 수 있습니다.')).toHaveAttribute('role', 'status');
});

test('a line refused as FROZEN tells a member who joined after the freeze', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={OWNER_ID} />);
  await joined();
  server.knobs.refuseSend = { code: 'FROZEN', message: '채팅이 얼려져 있어 BJ와 매니저만 채팅할 수 있습니다.' };
  await user.type(screen.getByRole('textbox', { name: '채팅 입력' }), '안녕{Enter}');
  // The composer shows the refusal (an alert); the frozen line (a status) stays until an unfreeze.
  await waitFor(() =>
    expect(
      screen
        .getAllByText('채팅이 얼려져 있어 BJ와 매니저만 채팅할 수 있습니다.')
        .map((node) => node.getAttribute('role')),
    ).toEqual(['status', 'alert']),
  );
});

test('action lines show as text, in place among the lines, for everyone', async () => {
  const { container } = await renderChat(<LiveChat url={server.url} ownerMemberId={OWNER_ID} />, { member: null });
  await joined();
  act(() => {
    server.post(ROOM, { text: '첫 줄', memberId: 31, nickname: XSS });
  });
  await waitFor(() => expect(log()).toHaveTextContent('첫 줄'));
  act(() => {
    server.moderate(ROOM, 'dumb', 31, 10);
  });
  await waitFor(() => expect(within(log()).getByText(`${XSS}님이 채팅 금지되었습니다.`)).toBeInTheDocument());
  act(() => {
    server.post(ROOM, { text: '둘째 줄', ...VIEWER });
    server.moderate(ROOM, 'manager', VIEWER.memberId);
  });
  await waitFor(() => expect(within(log()).getByText('일반시청자님이 매니저로 임명되었습니다.')).toBeInTheDocument());
  expect(
    within(log())
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    `${XSS}첫 줄`,
    `${XSS}님이 채팅 금지되었습니다.`,
    '일반시청자둘째 줄',
    '일반시청자님이 매니저로 임명되었습니다.',
  ]);
  expect(container.querySelector('img')).toBeNull();
});
