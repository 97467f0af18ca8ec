// The user card a nickname opens (docs/chat.md, "User card"): who the chatter is, follow, 쪽지,
// 쪽지 차단 and 신고 for every signed-in viewer; pinning the line for the room's moderators.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { MemberCard } from '@onair/contracts';
import { MEMBER } from '@onair/store/testing';
import { useChatRoom } from '../room/use-chat-room';
import { renderChat, resetChatStores, type RenderChatOptions } from '../testing/render-chat';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import { FAST_TIMING } from '../testing/fast-timing';
import { restoreViewport, setViewportWidth } from '../testing/viewport';
import { ChatPanel, type ChatPanelProps } from '../panel/ChatPanel';

const ROOM = '5';
const STREAMER_ID = 3;
const CHATTER = { memberId: 21, nickname: '구독자님', role: 'member' as const };
const SUBSCRIBED_FAN = { badges: { subscriber: { months: 7, tier: 6 }, fan: 'devoted' } };
const CARD: MemberCard = {
  memberId: 21,
  loginId: 'subfan21',
  nickname: '구독자님',
  profileImageUrl: null,
  channelId: 40,
  followerCount: 1234,
  following: false,
};

let server: FakeChatServer;

function LiveChat({ url, ...props }: { url: string } & Omit<ChatPanelProps, 'room'>) {
  const room = useChatRoom(ROOM, { url, timing: FAST_TIMING });
  return <ChatPanel room={room} {...props} />;
}

beforeEach(async () => {
  server = await startFakeChatServer();
});
afterEach(async () => {
  restoreViewport();
  resetChatStores();
  await server.close();
});

/** The card's API: the chatter's card, which follows a follow, and the block. */
function cardRoutes() {
  let card = CARD;
  const routes: RenderChatOptions['routes'] = {
    [`GET /api/guest/member-card/${CARD.memberId}`]: () => ({ status: 200, body: card }),
    'POST /api/my/follows': () => {
      card = { ...card, following: true, followerCount: (card.followerCount ?? 0) + 1 };
      return { status: 200, body: { channelId: 40, following: true, followerCount: card.followerCount } };
    },
    'POST /api/my/messages/blocks': () => ({ status: 200, body: { loginId: CARD.loginId } }),
  };
  return routes;
}

const connected = (text = '채팅에 연결되었습니다.') =>
  waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
const lines = () => screen.getByRole('log', { name: '채팅 메시지' });

async function openCard(props: Omit<ChatPanelProps, 'room'>, options: RenderChatOptions = {}) {
  const view = await renderChat(<LiveChat url={server.url} {...props} />, { routes: cardRoutes(), ...options });
  await connected();
  act(() => {
    server.post(ROOM, { text: '오늘도 왔어요', ...CHATTER, payload: SUBSCRIBED_FAN });
  });
  const nickname = await within(lines()).findByRole('button', { name: CHATTER.nickname });
  await view.user.click(nickname);
  return { ...view, nickname, card: screen.getByRole('region', { name: `${CHATTER.nickname}님 메뉴` }) };
}

test("a line shows its writer's subscriber and fan badges by name; a line without them shows none", async () => {
  await renderChat(<LiveChat url={server.url} />);
  await connected();
  act(() => {
    server.post(ROOM, { text: '오늘도 왔어요', ...CHATTER, payload: SUBSCRIBED_FAN });
    server.post(ROOM, { text: '첫 방문', memberId: 22, nickname: '새손님', payload: null });
    server.post(ROOM, {
      text: '열두 달',
      memberId: 23,
      nickname: '오랜팬',
      payload: { badges: { subscriber: { months: 14, tier: 12 }, fan: 'fan' } },
    });
  });
  await waitFor(() => expect(within(lines()).getAllByRole('listitem')).toHaveLength(3));
  const [first, second, third] = within(lines()).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(first).getByRole('img', { name: '구독 7개월' })).toHaveTextContent('6');
  expect(within(first).getByRole('img', { name: '열혈팬' })).toBeInTheDocument();
  expect(within(second).queryAllByRole('img')).toEqual([]);
  expect(within(third).getByRole('img', { name: '구독 14개월' })).toHaveTextContent('12+');
  expect(within(third).getByRole('img', { name: '팬' })).toBeInTheDocument();
});

test('in English the badges are named in English', async () => {
  await renderChat(<LiveChat url={server.url} />, { locale: 'en' });
  await connected('Connected to the chat.');
  act(() => void server.post(ROOM, { text: 'hi', ...CHATTER, payload: SUBSCRIBED_FAN }));
  const line = await within(screen.getByRole('log')).findByRole('listitem');
  expect(within(line).getByRole('img', { name: 'Subscriber, 7 months' })).toBeInTheDocument();
  expect(within(line).getByRole('img', { name: 'Devoted fan' })).toBeInTheDocument();
});

test("a viewer's card: profile, ID, followers and the line's badges; follow, 쪽지 and block; no moderation; Escape closes", async () => {
  const messaged: unknown[] = [];
  const { card, user, nickname, api } = await openCard({
    ownerMemberId: STREAMER_ID,
    onReport: () => undefined,
    onMessage: (recipient) => messaged.push(recipient),
  });
  expect(within(card).getByRole('img', { name: '구독자님님의 프로필 이미지' })).toBeInTheDocument();
  expect(await within(card).findByText('아이디 subfan21')).toBeInTheDocument();
  expect(within(card).getByText('팔로워 1234명')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: '구독 7개월' })).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: '열혈팬' })).toBeInTheDocument();
  // A plain member moderates nobody and pins nothing.
  expect(within(card).queryByRole('button', { name: '10분 강퇴' })).toBeNull();
  expect(within(card).queryByRole('button', { name: '이 채팅 고정' })).toBeNull();
  expect(within(card).getByRole('button', { name: '이 채팅 신고' })).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: '팔로우' }));
  const following = await within(card).findByRole('button', { name: '팔로잉' });
  expect(following).toHaveAttribute('aria-pressed', 'true');
  expect(within(card).getByText('팔로워 1235명')).toBeInTheDocument();
  expect(api.seen.find((request) => request.path === '/api/my/follows')?.body).toBe('{"channelId":40}');

  await user.click(within(card).getByRole('button', { name: '쪽지 보내기' }));
  expect(messaged).toEqual([{ loginId: 'subfan21', nickname: '구독자님' }]);

  await user.click(within(card).getByRole('button', { name: '쪽지 차단' }));
  expect(await within(card).findByRole('status')).toHaveTextContent('구독자님님의 쪽지를 차단했습니다.');
  expect(api.seen.find((request) => request.path === '/api/my/messages/blocks')?.body).toBe('{"targetId":"subfan21"}');

  within(card).getByRole('button', { name: '팔로잉' }).focus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: `${CHATTER.nickname}님 메뉴` })).toBeNull();
  expect(nickname).toHaveFocus();
});

test('the owner pins the line from its card: the pin shows its writer and text above the lines, and 고정 해제 takes it down', async () => {
  const { card, user } = await openCard({ ownerMemberId: MEMBER.memberId });
  await user.click(within(card).getByRole('button', { name: '이 채팅 고정' }));
  expect(await within(card).findByRole('status')).toHaveTextContent('채팅을 고정했습니다.');
  const pinned = await screen.findByRole('region', { name: '고정된 채팅' });
  expect(pinned).toHaveTextContent('고정구독자님오늘도 왔어요');
  expect(within(pinned).getByText('라이브팬님이 고정')).toBeInTheDocument();

  await user.click(within(pinned).getByRole('button', { name: '고정 해제' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: '고정된 채팅' })).toBeNull());
});

test("a late joiner sees a manager's pin on joining, and a plain viewer gets no 고정 해제", async () => {
  const line = server.post(ROOM, { text: '다들 9시에 모여요', ...CHATTER });
  server.pinLine(ROOM, line.seq, '매니저');
  await renderChat(<LiveChat url={server.url} ownerMemberId={STREAMER_ID} />, { routes: cardRoutes() });
  const pinned = await screen.findByRole('region', { name: '고정된 채팅' });
  expect(pinned).toHaveTextContent('구독자님다들 9시에 모여요');
  expect(within(pinned).getByText('매니저님이 고정')).toBeInTheDocument();
  expect(within(pinned).queryByRole('button')).toBeNull();
});

test('on a phone the card is a bottom sheet with finger-sized buttons', async () => {
  setViewportWidth(412);
  const { user } = await openCard({ ownerMemberId: STREAMER_ID, onReport: () => undefined });
  const sheet = screen.getByRole('dialog', { name: CHATTER.nickname });
  const follow = await within(sheet).findByRole('button', { name: '팔로우' });
  expect(follow.className).toContain('h-10');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});
