// The user card opens from the 참여자 list and from an @mention too (docs/chat.md, "User card"), as
// from a line's nickname: the same card, keyboard reachable, focus back where it was opened from.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { MemberCard } from '@onair/contracts';
import { MEMBER } from '@onair/store/testing';
import { ChatPanel } from '../panel/ChatPanel';
import { useChatRoom } from '../room/use-chat-room';
import { FAST_TIMING } from '../testing/fast-timing';
import { startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import { renderChat, resetChatStores, type RenderChatOptions } from '../testing/render-chat';

const ROOM = '5';
const STREAMER = { memberId: 3, nickname: '달빛방장' };
const CHATTER = { memberId: 21, nickname: '구독자님', role: 'member' as const };
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

function LiveChat({ url }: { url: string }) {
  const room = useChatRoom(ROOM, { url, timing: FAST_TIMING });
  return (
    <ChatPanel
      room={room}
      ownerMemberId={STREAMER.memberId}
      ownerNickname={STREAMER.nickname}
      onReport={() => undefined}
    />
  );
}

beforeEach(async () => {
  server = await startFakeChatServer();
});
afterEach(async () => {
  resetChatStores();
  await server.close();
});

const cardRoutes: RenderChatOptions['routes'] = {
  [`GET /api/guest/member-card/${CARD.memberId}`]: () => ({ status: 200, body: CARD }),
};
const lines = () => screen.getByRole('log', { name: '채팅 메시지' });
const cardOf = (nickname: string) => screen.queryByRole('region', { name: `${nickname}님 메뉴` });

async function chatWith(
  texts: Array<{ text: string; memberId: number; nickname: string }>,
  options: RenderChatOptions = {},
) {
  const view = await renderChat(<LiveChat url={server.url} />, { routes: cardRoutes, ...options });
  await waitFor(() => expect(screen.getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
  act(() => {
    for (const line of texts) server.post(ROOM, line);
  });
  const last = texts[texts.length - 1];
  if (last) await within(lines()).findByText(last.nickname);
  return view;
}

test('참여자 lists the streamer and the latest chatters; a nickname there opens their card by keyboard', async () => {
  const { user, api } = await chatWith([
    { text: '안녕하세요', ...CHATTER },
    { text: '첫 방문', memberId: 22, nickname: '새손님' },
    { text: '반가워요', memberId: MEMBER.memberId, nickname: MEMBER.nickname },
  ]);
  const toggle = screen.getByRole('button', { name: '참여자' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  toggle.focus();
  await user.keyboard('{Enter}');
  const list = screen.getByRole('region', { name: '채팅 참여자' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The streamer first, then the newest writer; the reader is there too but opens no card of their own.
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringContaining(STREAMER.nickname), MEMBER.nickname, '새손님', CHATTER.nickname]);
  expect(within(list).queryByRole('button', { name: MEMBER.nickname })).toBeNull();

  const nickname = within(list).getByRole('button', { name: CHATTER.nickname });
  nickname.focus();
  await user.keyboard('{Enter}');
  const card = cardOf(CHATTER.nickname) as HTMLElement;
  expect(card).not.toBeNull();
  expect(nickname).toHaveAttribute('aria-expanded', 'true');
  expect(await within(card).findByText('아이디 subfan21')).toBeInTheDocument();
  expect(api.seen.some((request) => request.path === `/api/guest/member-card/${CARD.memberId}`)).toBe(true);
  // Opened from the list there is no line: 신고 the chatter, but nothing to report, pin or delete of a line.
  expect(within(card).getByRole('button', { name: '신고' })).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: '이 채팅 신고' })).toBeNull();

  await user.keyboard('{Escape}');
  expect(cardOf(CHATTER.nickname)).toBeNull();
  expect(nickname).toHaveFocus();
});

test('a visitor sees the 참여자 list as plain names', async () => {
  const { user } = await chatWith([{ text: '안녕하세요', ...CHATTER }], { member: null });
  await user.click(screen.getByRole('button', { name: '참여자' }));
  const list = screen.getByRole('region', { name: '채팅 참여자' });
  expect(within(list).getByText(CHATTER.nickname)).toBeInTheDocument();
  expect(within(list).queryAllByRole('button')).toEqual([]);
});

test("an @mention of a chatter in a line opens that chatter's card; unknown names and the reader stay text", async () => {
  const { user } = await chatWith([
    { text: '안녕하세요', ...CHATTER },
    { text: `@${CHATTER.nickname}! 어서 와요 @없는사람 @${MEMBER.nickname}`, memberId: 22, nickname: '새손님' },
  ]);
  const line = within(lines()).getByText('새손님').closest('li') as HTMLElement;
  expect(
    within(line)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['새손님', `@${CHATTER.nickname}`]);
  expect(line).toHaveTextContent(`@${CHATTER.nickname}! 어서 와요 @없는사람 @${MEMBER.nickname}`);

  const mention = within(line).getByRole('button', { name: `@${CHATTER.nickname}` });
  mention.focus();
  await user.keyboard('{Enter}');
  const card = cardOf(CHATTER.nickname) as HTMLElement;
  expect(card).not.toBeNull();
  expect(await within(card).findByText('아이디 subfan21')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: '이 채팅 신고' })).toBeNull();
  await user.keyboard('{Escape}');
  expect(cardOf(CHATTER.nickname)).toBeNull();
  expect(mention).toHaveFocus();
});

test("an @mention of the streamer opens the streamer's card though they have not chatted", async () => {
  const { user, api } = await chatWith([{ text: `@${STREAMER.nickname} 안녕하세요`, ...CHATTER }], {
    routes: {
      ...cardRoutes,
      [`GET /api/guest/member-card/${STREAMER.memberId}`]: () => ({
        status: 200,
        body: { ...CARD, memberId: STREAMER.memberId, loginId: 'moonhost', nickname: STREAMER.nickname },
      }),
    },
  });
  await user.click(within(lines()).getByRole('button', { name: `@${STREAMER.nickname}` }));
  const card = cardOf(STREAMER.nickname) as HTMLElement;
  expect(await within(card).findByText('아이디 moonhost')).toBeInTheDocument();
  expect(api.seen.some((request) => request.path === `/api/guest/member-card/${STREAMER.memberId}`)).toBe(true);
});
