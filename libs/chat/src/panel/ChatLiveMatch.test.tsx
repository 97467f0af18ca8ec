// The live-match card and the owner's proposal form, against the fake chat server (a real socket.io server).
import { act, screen, waitFor, within } from '@testing-library/react';
import { LIMITS } from '@onair/contracts';
import { MEMBER } from '@onair/store/testing';
import { useChatRoom } from '../room/use-chat-room';
import { renderChat, resetChatStores } from '../testing/render-chat';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import { ChatPanel } from './ChatPanel';
import { FAST_TIMING } from '../testing/fast-timing';

const ROOM = '5';

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
const card = () => screen.queryByRole('region', { name: '라이브 매치' });
const tools = () => screen.getByRole('group', { name: '채팅방 관리' });
/** The submit button ignores a second press within its double-click guard. */
const pastGuard = () => new Promise((resolve) => setTimeout(resolve, LIMITS.doubleClickGuardMs + 50));

test('a viewer who joins during a match sees both sides and their scores, follows them, and sees the winner', async () => {
  server.startMatch(ROOM, 42, ['<b>우리방</b>', '옆방'], 10);
  const { user, container } = await renderChat(<LiveChat url={server.url} ownerMemberId={99} />, { member: null });
  await waitFor(() => expect(card()).toHaveTextContent('라이브 매치 진행 중'));
  expect(card()).toHaveTextContent(/(10:00|9:5\d) 남음/);
  expect(card()).toHaveTextContent('<b>우리방</b> 0');
  expect(card()).toHaveTextContent('옆방 0');
  expect(container.querySelector('b')).toBeNull();
  // Viewers neither answer nor end it.
  expect(within(card() as HTMLElement).queryByRole('button')).toBeNull();

  act(() => {
    server.scoreMatch(ROOM, [1500, 500]);
  });
  await waitFor(() => expect(card()).toHaveTextContent('<b>우리방</b> 1,500'));
  expect(card()).toHaveTextContent('옆방 500');

  act(() => {
    server.endMatch(ROOM);
  });
  await waitFor(() => expect(card()).toHaveTextContent('라이브 매치 종료'));
  expect(card()).toHaveTextContent('<b>우리방</b> 승리!');
  await user.click(within(card() as HTMLElement).getByRole('button', { name: '닫기' }));
  await waitFor(() => expect(card()).toBeNull());
});

test("the opponent's owner answers a proposal with 수락, and the match runs in the room", async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await joined();
  act(() => {
    server.proposeMatchTo(ROOM, 42, '옆방', 5);
  });
  await waitFor(() => expect(card()).toHaveTextContent('옆방에서 5분 라이브 매치를 신청했습니다.'));
  expect(card()).toHaveTextContent(/응답 대기 [01]:\d\d/);
  expect(within(card() as HTMLElement).getByRole('button', { name: '거절' })).toBeInTheDocument();

  await user.click(within(card() as HTMLElement).getByRole('button', { name: '수락' }));
  await waitFor(() => expect(card()).toHaveTextContent('라이브 매치 진행 중'));
  expect(server.actions).toEqual([{ room: ROOM, type: 'acceptMatch', matchId: 1 }]);
  expect(card()).toHaveTextContent('옆방 0');
  expect(card()).toHaveTextContent('우리 채널 0');
  // The owner may end it early; a running match leaves no room for another proposal.
  expect(within(tools()).getByRole('button', { name: '라이브 매치 신청' })).toBeDisabled();
  await user.click(within(card() as HTMLElement).getByRole('button', { name: '매치 종료' }));
  await waitFor(() => expect(card()).toHaveTextContent('무승부'));
  expect(server.actions.at(-1)).toEqual({ room: ROOM, type: 'endMatch', matchId: 1 });
});

test('a declined proposal says so to its owner; a refused answer shows the server message', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await joined();
  act(() => {
    server.proposeMatchTo(ROOM, 42, '옆방');
  });
  await waitFor(() => expect(card()).not.toBeNull());
  server.knobs.refuseAction = {
    code: 'MATCH_CLOSED',
    message: '이미 응답했거나 응답 시간이 지난 라이브 매치 신청입니다.',
  };
  await user.click(within(card() as HTMLElement).getByRole('button', { name: '수락' }));
  await waitFor(() =>
    expect(within(card() as HTMLElement).getByRole('alert')).toHaveTextContent(
      '이미 응답했거나 응답 시간이 지난 라이브 매치 신청입니다.',
    ),
  );
  await user.click(within(card() as HTMLElement).getByRole('button', { name: '거절' }));
  await waitFor(() => expect(card()).toHaveTextContent('라이브 매치 신청이 거절되었습니다.'));
  expect(within(card() as HTMLElement).queryByRole('button', { name: '수락' })).toBeNull();
});

test('the owner proposes a match from the room tools and waits for the answer; others get no such tool', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await joined();
  await user.click(within(tools()).getByRole('button', { name: '라이브 매치 신청' }));
  await user.type(screen.getByRole('textbox', { name: '상대 채널 ID' }), '옆방');
  await user.click(screen.getByRole('button', { name: '신청하기' }));
  expect(screen.getByRole('alert')).toHaveTextContent('상대 채널 ID를 숫자로 입력해주세요.');
  expect(server.actions).toEqual([]);

  await user.clear(screen.getByRole('textbox', { name: '상대 채널 ID' }));
  await user.type(screen.getByRole('textbox', { name: '상대 채널 ID' }), '42');
  await user.selectOptions(screen.getByRole('combobox', { name: '매치 시간' }), '5분');
  server.knobs.refuseAction = {
    code: 'NOT_LIVE',
    message: '두 채널 모두 방송 중일 때만 라이브 매치를 할 수 있습니다.',
  };
  await pastGuard();
  await user.click(screen.getByRole('button', { name: '신청하기' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('두 채널 모두 방송 중일 때만 라이브 매치를 할 수 있습니다.'),
  );
  await pastGuard();
  await user.click(screen.getByRole('button', { name: '신청하기' }));
  await waitFor(() => expect(card()).toHaveTextContent('상대 채널의 응답을 기다리고 있습니다. (5분 매치)'));
  expect(server.actions.at(-1)).toEqual({ room: ROOM, type: 'proposeMatch', opponentChannelId: 42, minutes: 5 });
  expect(screen.queryByRole('textbox', { name: '상대 채널 ID' })).toBeNull();
  // The proposer waits: no answer buttons on their own proposal.
  expect(within(card() as HTMLElement).queryByRole('button', { name: '수락' })).toBeNull();
  act(() => {
    server.endMatch(ROOM);
  });
  await waitFor(() => expect(card()).toHaveTextContent('응답이 없어 라이브 매치 신청이 취소되었습니다.'));
});

test('an operator has the room tools but cannot propose matches, and may end one', async () => {
  await renderChat(<LiveChat url={server.url} ownerMemberId={99} />, { member: { ...MEMBER, userType: 'O' } });
  await joined();
  expect(within(tools()).queryByRole('button', { name: '라이브 매치 신청' })).toBeNull();
  act(() => {
    server.startMatch(ROOM, 42, ['우리방', '옆방']);
  });
  // An operator may end a running match.
  await waitFor(() =>
    expect(within(card() as HTMLElement).getByRole('button', { name: '매치 종료' })).toBeInTheDocument(),
  );
});
