// The announcement, the vote card and the moderator's tools, against the fake chat server (a real socket.io server).
import { act, screen, waitFor, within } from '@testing-library/react';
import { MEMBER } from '@onair/store/testing';
import { ChatRoomConnection } from '../room/chat-room-connection';
import { useChatRoom } from '../room/use-chat-room';
import { renderChat, resetChatStores } from '../testing/render-chat';
import { startFakeChatServer, until, type FakeChatServer } from '../testing/fake-chat-server';
import { ChatPanel } from './ChatPanel';
import { FAST_TIMING } from '../testing/fast-timing';

const ROOM = '5';
const XSS = '<img src=x onerror=alert(1)>';

let server: FakeChatServer;

function LiveChat({ url, ownerMemberId }: { url: string; ownerMemberId?: number }) {
  const room = useChatRoom(ROOM, { url, timing: FAST_TIMING });
  return <ChatPanel room={room} ownerMemberId={ownerMemberId} />;
}

beforeEach(async () => {
  server = await startFakeChatServer();
});
afterEach(async () => {
  resetChatStores();
  await server.close();
});

const joined = () => waitFor(() => expect(screen.getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
const announcement = () => screen.queryByRole('region', { name: '채팅방 공지' });
const voteCard = () => screen.getByRole('region', { name: '투표' });
const tools = () => screen.queryByRole('group', { name: '채팅방 관리' });

test('the pinned announcement shows above the chat as plain text, for a late joiner too, and goes when cleared', async () => {
  server.announce(ROOM, '오늘 방송은 9시까지!', '호스트');
  const { container } = await renderChat(<LiveChat url={server.url} />, { member: null });
  await waitFor(() => expect(announcement()).toHaveTextContent('오늘 방송은 9시까지!'));
  expect(announcement()).toHaveTextContent('호스트님이 등록');

  act(() => {
    server.announce(ROOM, XSS);
  });
  await waitFor(() => expect(within(announcement() as HTMLElement).getByText(XSS)).toBeInTheDocument());
  expect(container.querySelector('img')).toBeNull();

  act(() => {
    server.announce(ROOM, null);
  });
  await waitFor(() => expect(announcement()).toBeNull());
});

test('beside a vote the announcement folds to one line that a tap unfolds, so the ballot stays in view; alone it shows in full', async () => {
  server.announce(ROOM, '오늘 방송은 11시까지!\n규칙: 욕설 금지', '호스트');
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={99} />);
  await waitFor(() => expect(announcement()).toHaveTextContent('호스트님이 등록'));
  expect(within(announcement() as HTMLElement).queryByRole('button')).toBeNull();

  act(() => {
    server.openVote(ROOM, '다음 게임은?', ['롤', '배그'], 120);
  });
  await waitFor(() => expect(voteCard()).toHaveTextContent('다음 게임은?'));
  const fold = within(announcement() as HTMLElement).getByRole('button', { expanded: false });
  expect(fold).toHaveTextContent('오늘 방송은 11시까지!');
  expect(announcement()).not.toHaveTextContent('호스트님이 등록');
  expect(within(voteCard()).getByRole('button', { name: '롤에 투표하기' })).toBeEnabled();

  await user.click(fold);
  expect(fold).toHaveAttribute('aria-expanded', 'true');
  expect(announcement()).toHaveTextContent('호스트님이 등록');
  await user.click(fold);
  expect(announcement()).not.toHaveTextContent('호스트님이 등록');

  act(() => {
    server.closeVote(ROOM);
  });
  await user.click(await within(voteCard()).findByRole('button', { name: '결과 닫기' }));
  await waitFor(() => expect(within(announcement() as HTMLElement).queryByRole('button')).toBeNull());
  expect(announcement()).toHaveTextContent('호스트님이 등록');
});

test('a member votes once: the bars, counts and shares follow the tally, the choice is marked, and the result stays after the close', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={99} />);
  await joined();
  act(() => {
    server.openVote(ROOM, '다음 게임은?', ['롤', '배그', '발로란트'], 120);
  });
  await waitFor(() => expect(voteCard()).toHaveTextContent('다음 게임은?'));
  expect(voteCard()).toHaveTextContent('투표 진행 중');
  expect(voteCard()).toHaveTextContent(/[12]:\d\d 남음/);
  expect(voteCard()).toHaveTextContent('총 0표');

  await user.click(within(voteCard()).getByRole('button', { name: '배그에 투표하기' }));
  await waitFor(() => expect(voteCard()).toHaveTextContent('내 선택'));
  expect(server.actions).toEqual([{ room: ROOM, type: 'castVote', voteId: 1, option: 1 }]);
  // One ballot: the options are no longer buttons.
  expect(within(voteCard()).queryByRole('button', { name: /에 투표하기$/ })).toBeNull();
  expect(voteCard()).toHaveTextContent('1표 (100%)');

  act(() => {
    server.ballot(ROOM, 0);
    server.ballot(ROOM, 1);
  });
  await waitFor(() => expect(voteCard()).toHaveTextContent('총 3표'));
  expect(voteCard()).toHaveTextContent('1표 (33%)');
  expect(voteCard()).toHaveTextContent('2표 (67%)');
  expect(voteCard()).toHaveTextContent('0표 (0%)');

  act(() => {
    server.closeVote(ROOM);
  });
  await waitFor(() => expect(voteCard()).toHaveTextContent('투표 종료'));
  expect(voteCard()).toHaveTextContent('2표 (67%)');
  expect(within(voteCard()).queryByRole('button', { name: '투표 마감' })).toBeNull();
  await user.click(within(voteCard()).getByRole('button', { name: '결과 닫기' }));
  expect(screen.queryByRole('region', { name: '투표' })).toBeNull();
});

test('a visitor sees the tally but no option to vote', async () => {
  server.openVote(ROOM, '점심 메뉴?', ['짜장', '짬뽕']);
  await renderChat(<LiveChat url={server.url} />, { member: null });
  await waitFor(() => expect(voteCard()).toHaveTextContent('점심 메뉴?'));
  expect(within(voteCard()).queryByRole('button', { name: /에 투표하기$/ })).toBeNull();
  expect(voteCard()).toHaveTextContent('로그인하면 투표할 수 있습니다.');
});

test('a ballot the server refuses shows its reason on the vote card', async () => {
  server.openVote(ROOM, '점심 메뉴?', ['짜장', '짬뽕']);
  const { user } = await renderChat(<LiveChat url={server.url} />);
  await waitFor(() => expect(voteCard()).toHaveTextContent('점심 메뉴?'));
  server.knobs.refuseAction = { code: 'ALREADY_VOTED', message: '이미 투표에 참여했습니다.' };
  await user.click(within(voteCard()).getByRole('button', { name: '짬뽕에 투표하기' }));
  await waitFor(() => expect(within(voteCard()).getByRole('alert')).toHaveTextContent('이미 투표에 참여했습니다.'));
});

test('the room tools are only for the owner, managers and operators', async () => {
  const { unmount } = await renderChat(<LiveChat url={server.url} ownerMemberId={99} />);
  await joined();
  expect(tools()).toBeNull();
  // The server tells a manager their role (on joining, or when appointed).
  act(() => {
    server.emitToRoom(ROOM, 'event', { type: 'role', room: ROOM, role: 'manager' });
  });
  await waitFor(() => expect(tools()).not.toBeNull());
  expect(within(tools() as HTMLElement).getByRole('button', { name: '투표 만들기' })).toBeInTheDocument();
  act(() => {
    server.emitToRoom(ROOM, 'event', { type: 'role', room: ROOM, role: 'member' });
  });
  await waitFor(() => expect(tools()).toBeNull());
  unmount();
  resetChatStores();

  // An operator moderates (the announcement) but does not run votes.
  const operator = await renderChat(<LiveChat url={server.url} ownerMemberId={99} />, {
    member: { ...MEMBER, userType: 'O' },
  });
  await waitFor(() => expect(tools()).not.toBeNull());
  expect(within(tools() as HTMLElement).getByRole('button', { name: '공지 설정' })).toBeInTheDocument();
  expect(within(tools() as HTMLElement).queryByRole('button', { name: '투표 만들기' })).toBeNull();
  operator.unmount();
  resetChatStores();

  // Nor does a visitor get them, whoever owns the channel.
  await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />, { member: null });
  await joined();
  expect(tools()).toBeNull();
});

test('the owner pins and clears the announcement, and opens and closes a vote', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await joined();
  const group = () => tools() as HTMLElement;

  await user.click(within(group()).getByRole('button', { name: '공지 설정' }));
  await user.type(screen.getByRole('textbox', { name: '공지 내용' }), '  후원 감사합니다  ');
  await user.click(screen.getByRole('button', { name: '공지 올리기' }));
  await waitFor(() => expect(announcement()).toHaveTextContent('후원 감사합니다'));
  expect(server.actions.at(-1)).toEqual({ room: ROOM, type: 'announce', text: '후원 감사합니다' });
  // The room hears the announcement before the ack closes the form.
  await waitFor(() => expect(screen.queryByRole('textbox', { name: '공지 내용' })).toBeNull());

  await user.click(within(group()).getByRole('button', { name: '공지 설정' }));
  expect(screen.getByRole('textbox', { name: '공지 내용' })).toHaveValue('후원 감사합니다');
  await user.click(screen.getByRole('button', { name: '공지 내리기' }));
  await waitFor(() => expect(announcement()).toBeNull());

  await user.click(within(group()).getByRole('button', { name: '투표 만들기' }));
  await user.click(screen.getByRole('button', { name: '투표 시작' }));
  expect(screen.getByRole('alert')).toHaveTextContent('질문과 2개 이상의 항목을 입력해주세요.');
  await user.type(screen.getByRole('textbox', { name: '투표 질문' }), '오늘 몇 시까지?');
  await user.type(screen.getByRole('textbox', { name: '항목 1' }), '10시');
  await user.type(screen.getByRole('textbox', { name: '항목 2' }), '12시');
  await user.click(screen.getByRole('button', { name: '항목 추가' }));
  await user.type(screen.getByRole('textbox', { name: '항목 3' }), '밤새');
  await user.selectOptions(screen.getByRole('combobox', { name: '투표 시간' }), '5분');
  // Buttons ignore a second click within 500 ms (SPEC's double-click guard).
  await new Promise((resolve) => setTimeout(resolve, 550));
  await user.click(screen.getByRole('button', { name: '투표 시작' }));
  await waitFor(() => expect(voteCard()).toHaveTextContent('오늘 몇 시까지?'));
  expect(server.actions.at(-1)).toEqual({
    room: ROOM,
    type: 'openVote',
    question: '오늘 몇 시까지?',
    options: ['10시', '12시', '밤새'],
    seconds: 300,
  });
  // One vote at a time: no new one while this runs.
  expect(within(group()).getByRole('button', { name: '투표 만들기' })).toBeDisabled();

  await user.click(within(voteCard()).getByRole('button', { name: '투표 마감' }));
  await waitFor(() => expect(voteCard()).toHaveTextContent('투표 종료'));
  expect(server.actions.at(-1)).toEqual({ room: ROOM, type: 'closeVote', voteId: 1 });
});

test('after a reconnect, an announcement and a vote that ended while away are gone; the open ones come back', async () => {
  server.announce(ROOM, '곧 끝나는 공지');
  server.openVote(ROOM, '곧 끝나는 투표', ['예', '아니오']);
  const room = new ChatRoomConnection({
    room: ROOM,
    site: 'onair',
    url: server.url,
    timing: { ...FAST_TIMING, reconnectDelayMs: 300 },
  });
  room.start();
  try {
    await until(() => room.getSnapshot().announcement !== null && room.getSnapshot().vote !== null, 'greeting');
    expect(room.getSnapshot().voteChoice).toBeNull();
    server.dropConnections();
    await until(() => room.getSnapshot().status === 'disconnected', 'disconnected');
    server.announce(ROOM, null);
    server.closeVote(ROOM);
    await until(() => room.getSnapshot().status === 'connected', 'reconnected');
    expect(room.getSnapshot()).toMatchObject({ announcement: null, vote: null });

    server.dropConnections();
    await until(() => room.getSnapshot().status === 'disconnected', 'disconnected again');
    server.announce(ROOM, '새 공지');
    server.openVote(ROOM, '새 투표', ['하나', '둘']);
    await until(() => room.getSnapshot().status === 'connected', 'reconnected again');
    expect(room.getSnapshot().announcement).toMatchObject({ text: '새 공지' });
    expect(room.getSnapshot().vote).toMatchObject({ question: '새 투표', closed: false });
  } finally {
    room.close();
  }
});
