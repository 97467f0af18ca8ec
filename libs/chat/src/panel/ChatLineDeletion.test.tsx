// Deleting one chat line (docs/chat.md, Deleting a line), against the fake chat server (a real socket.io server).
import { act, screen, waitFor, within } from '@testing-library/react';
import { MEMBER } from '@onair/store/testing';
import { useChatRoom } from '../room/use-chat-room';
import { renderChat, resetChatStores } from '../testing/render-chat';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import { FAST_TIMING } from '../testing/fast-timing';
import { ChatPanel } from './ChatPanel';

const ROOM = '5';
const OWNER_ID = 99;
const VIEWER = { memberId: 21, nickname: '일반시청자', role: 'member' as const };
const STREAMER = { memberId: OWNER_ID, nickname: '방장', role: 'owner' as const };

let server: FakeChatServer;

function LiveChat({ url, ownerMemberId, onReport }: { url: string; ownerMemberId: number; onReport?: () => void }) {
  const room = useChatRoom(ROOM, { url, timing: FAST_TIMING });
  return <ChatPanel room={room} ownerMemberId={ownerMemberId} onReport={onReport} />;
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

test('a line goes from a viewer’s chat when the room hears it was deleted; the others stay', async () => {
  await renderChat(<LiveChat url={server.url} ownerMemberId={OWNER_ID} />);
  await joined();
  let doomed = 0;
  act(() => {
    server.post(ROOM, { text: '첫 번째 줄', ...VIEWER });
    doomed = server.post(ROOM, { text: '지워질 줄', ...VIEWER }).seq;
    server.post(ROOM, { text: '세 번째 줄', ...STREAMER });
  });
  await waitFor(() => expect(log()).toHaveTextContent('세 번째 줄'));

  act(() => {
    server.emitToRoom(ROOM, 'event', { type: 'lines-deleted', room: ROOM, seqs: [doomed] });
  });
  await waitFor(() => expect(log()).not.toHaveTextContent('지워질 줄'));
  expect(log()).toHaveTextContent('첫 번째 줄');
  expect(log()).toHaveTextContent('세 번째 줄');
  // Another room's deletion of the same seq changes nothing here.
  act(() => {
    server.emitToRoom(ROOM, 'event', { type: 'lines-deleted', room: '6', seqs: [1] });
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(log()).toHaveTextContent('첫 번째 줄');
});

test('the owner deletes a viewer’s line from its menu; a plain member is not offered it', async () => {
  const { user, unmount } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await joined();
  let seq = 0;
  act(() => {
    seq = server.post(ROOM, { text: '광고 링크입니다', ...VIEWER }).seq;
    server.post(ROOM, { text: '좋은 방송이에요', ...VIEWER });
  });
  await waitFor(() => expect(log()).toHaveTextContent('좋은 방송이에요'));
  const line = within(log()).getByText('광고 링크입니다').closest('li') as HTMLElement;
  await user.click(within(line).getByRole('button', { name: VIEWER.nickname }));
  const menu = screen.getByRole('region', { name: `${VIEWER.nickname}님 메뉴` });
  await user.click(within(menu).getByRole('button', { name: '이 채팅 삭제' }));

  await waitFor(() => expect(log()).not.toHaveTextContent('광고 링크입니다'));
  expect(server.actions).toContainEqual({ room: ROOM, type: 'deleteLine', seq });
  expect(log()).toHaveTextContent('좋은 방송이에요');
  expect(within(menu).getByRole('status')).toHaveTextContent('채팅을 삭제했습니다.');
  unmount();
  resetChatStores();

  // A plain member with a report form gets the report items only.
  const viewer = await renderChat(<LiveChat url={server.url} ownerMemberId={OWNER_ID} onReport={() => undefined} />);
  await joined();
  act(() => {
    server.post(ROOM, { text: '또 왔어요', ...VIEWER });
  });
  await waitFor(() => expect(log()).toHaveTextContent('또 왔어요'));
  const again = within(log()).getByText('또 왔어요').closest('li') as HTMLElement;
  await viewer.user.click(within(again).getByRole('button', { name: VIEWER.nickname }));
  expect(screen.queryByRole('button', { name: '이 채팅 삭제' })).toBeNull();
});

test('a refused deletion keeps the line and shows the server’s message', async () => {
  const { user } = await renderChat(<LiveChat url={server.url} ownerMemberId={MEMBER.memberId} />);
  await joined();
  act(() => {
    server.post(ROOM, { text: '남을 줄', ...VIEWER });
  });
  await waitFor(() => expect(log()).toHaveTextContent('남을 줄'));
  server.knobs.refuseAction = { code: 'NOT_FOUND', message: '존재하지 않는 채팅입니다.' };
  await user.click(within(log()).getByRole('button', { name: VIEWER.nickname }));
  await user.click(screen.getByRole('button', { name: '이 채팅 삭제' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('존재하지 않는 채팅입니다.'));
  expect(log()).toHaveTextContent('남을 줄');
});
