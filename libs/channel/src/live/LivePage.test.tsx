// The live page over the fake API, with its chat on a real socket.io server.
import { act, screen, waitFor, within } from '@testing-library/react';
import { liveRegionsAnnouncing, startFakeChatServer, type FakeChatServer } from '@onair/chat/testing';
import { CHANNEL_MESSAGES } from '@onair/contracts';
import { MEMBER } from '@onair/store/testing';
import { channelDetailOf, renderLive, resetLiveStores } from '../testing/render-live';
import { channelRoutes } from './channel-routes';

let chat: FakeChatServer;

beforeEach(async () => {
  chat = await startFakeChatServer();
});
afterEach(async () => {
  resetLiveStores();
  await chat.close();
});

const answer =
  (body: unknown, status = 200) =>
  () => ({ status, body });
const notFound = answer({ statusCode: 404, code: 'NOT_FOUND', message: CHANNEL_MESSAGES.notFound }, 404);

function live(
  url: string,
  api: Parameters<typeof renderLive>[0]['api'],
  options: Partial<Parameters<typeof renderLive>[0]> = {},
) {
  return renderLive({ url, routes: channelRoutes, chatUrl: chat.url, api, ...options });
}

test('a live channel: title, channel, owner, viewers, the stage, the buttons and the chat, which joins its room', async () => {
  await live('/live/1', { 'GET /api/guest/channel/1': answer(channelDetailOf()) });
  expect(await screen.findByRole('heading', { level: 1, name: '신규 기능 소개 생방송' })).toBeInTheDocument();
  expect(screen.getByText('온에어지기')).toBeInTheDocument();
  expect(screen.getByText('온에어 공식 채널')).toBeInTheDocument();
  // The channel has a stream: the player takes the stage, loading it.
  expect(within(screen.getByRole('region', { name: '방송 화면' })).getByLabelText('라이브 영상')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '선물하기' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '구독' })).toBeInTheDocument();
  const panel = screen.getByRole('region', { name: '채팅' });
  await waitFor(() => expect(within(panel).getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
  expect(chat.joins).toEqual([{ room: '1', streamId: '1', source: 'web' }]);
  // The chat's own count replaces the API's once the room is joined.
  expect(screen.getByText('1명 시청 중')).toBeInTheDocument();
});

test('the start time reads as a clock does: 7:11 PM, not 07:11 PM', async () => {
  // 10:11 UTC is 19:11 in Seoul.
  const startedAt = channelDetailOf({ liveStartedAt: '2026-01-01T10:11:00.000Z' });
  await live('/live/1', { 'GET /api/guest/channel/1': answer(startedAt) }, { locale: 'en' });
  expect(await screen.findByText('Live since 7:11 PM')).toBeInTheDocument();
});

test("the channel's owner on their own live page is offered no subscribe, gift or follow", async () => {
  await live(
    '/live/1',
    { 'GET /api/guest/channel/1': answer(channelDetailOf({ ownerMemberId: 7 })) },
    { member: { ...MEMBER, memberId: 7, channelId: 1 } },
  );
  expect(await screen.findByRole('heading', { level: 1, name: '신규 기능 소개 생방송' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '선물하기' })).toBeNull();
  expect(screen.queryByRole('button', { name: '구독' })).toBeNull();
  expect(screen.queryByRole('button', { name: '팔로우' })).toBeNull();
});

test("the gift dialog is addressed to the streamer's nickname, not the channel's name", async () => {
  const { user } = await live('/live/1', { 'GET /api/guest/channel/1': answer(channelDetailOf()) });
  await user.click(await screen.findByRole('button', { name: '선물하기' }));
  expect(await screen.findByRole('dialog', { name: '온에어지기에게 선물하기' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: '온에어 공식 채널에게 선물하기' })).toBeNull();
});

test('without a nickname the gift dialog falls back to the channel name', async () => {
  const { user } = await live('/live/1', {
    'GET /api/guest/channel/1': answer(channelDetailOf({ ownerNickname: '' })),
  });
  await user.click(await screen.findByRole('button', { name: '선물하기' }));
  expect(await screen.findByRole('dialog', { name: '온에어 공식 채널에게 선물하기' })).toBeInTheDocument();
});

test('a gift in the chat shows over the stage, and a screen reader hears it once, from the chat', async () => {
  await live('/live/1', { 'GET /api/guest/channel/1': answer(channelDetailOf()) });
  const panel = await screen.findByRole('region', { name: '채팅' });
  await waitFor(() => expect(within(panel).getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
  act(() => {
    chat.post('1', {
      kind: 'gift',
      text: '',
      payload: { giftId: 9, itemCode: 100, amount: 3000, message: null, senderNickname: '큰손' },
    });
  });
  const stage = screen.getByRole('region', { name: '방송 화면' });
  const alert = await within(stage).findByText('큰손님이 3,000 러브 선물!');
  expect(within(panel).getByText('큰손님이 3,000 러브 선물!')).toBeInTheDocument();
  expect(liveRegionsAnnouncing('큰손님이 3,000 러브 선물!')).toEqual([within(panel).getByRole('log')]);
  // On an upright phone the stage, with the alert over its top, stays pinned below the site header
  // (--onair-site-header-height, its 1px border included) as the page scrolls, above the chat and details that scroll under it.
  const pinned = stage.parentElement as HTMLElement;
  expect(pinned).toHaveClass(
    'max-lg:portrait:sticky',
    'max-lg:portrait:top-[var(--onair-site-header-height)]',
    'max-lg:portrait:z-20',
    'max-lg:portrait:bg-bg',
  );
  expect(pinned).not.toHaveClass('sticky');
  // Anywhere else (a wide screen, a phone on its side) the alert itself keeps below the header while the
  // stage's top is scrolled under it: sticky within the stage, which clips rather than scrolls.
  expect(alert.closest('.sticky')).toHaveClass('sticky', 'top-[var(--onair-site-header-height)]');
  expect(stage).toHaveClass('overflow-clip');
  expect(stage).not.toHaveClass('overflow-hidden');
  // The chat column of a wide screen, sticky too, keeps its title below the header, not under it.
  expect(panel).toHaveClass('lg:sticky', 'lg:top-[calc(var(--onair-site-header-height)+1rem)]');
});

test('an offline channel says so; a brand without subscriptions shows no subscribe button', async () => {
  await live(
    '/live/3',
    {
      'GET /api/guest/channel/3': answer(
        channelDetailOf({
          channelId: 3,
          isLive: false,
          liveTitle: null,
          liveStartedAt: null,
          stream: null,
          ownerNickname: '노래하는준호',
          name: '준호의 라이브 스테이지',
        }),
      ),
    },
    { brand: 'bellcast' },
  );
  expect(await screen.findByText('노래하는준호님은 지금 방송 중이 아닙니다.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '준호의 라이브 스테이지' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '선물하기' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '구독' })).toBeNull();
  expect(screen.queryByText(/시청 중/)).toBeNull();
});

test('an unknown channel shows the not-found page', async () => {
  await live('/live/999', { 'GET /api/guest/channel/999': notFound });
  expect(await screen.findByRole('heading', { name: '존재하지 않는 채널입니다' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  expect(chat.joins).toEqual([]);
});

test('an id that cannot be a channel is not found without asking the API', async () => {
  const { api } = await live('/live/abc', {});
  expect(await screen.findByRole('heading', { name: '존재하지 않는 채널입니다' })).toBeInTheDocument();
  expect(api.seen).toEqual([]);
});

test('a failed load offers a retry', async () => {
  let calls = 0;
  const { user } = await live('/live/1', {
    'GET /api/guest/channel/1': () =>
      (calls += 1) === 1
        ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'internal error' } }
        : { status: 200, body: channelDetailOf() },
  });
  expect(await screen.findByText('채널 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('heading', { level: 1, name: '신규 기능 소개 생방송' })).toBeInTheDocument();
});

test('the room hears the broadcast start and end: the page reloads the channel, the player starts and stops, the chat says so', async () => {
  let live_ = false;
  const offline = channelDetailOf({ isLive: false, liveStartedAt: null, stream: null });
  const { api } = await live('/live/1', {
    'GET /api/guest/channel/1': () => ({ status: 200, body: live_ ? channelDetailOf() : offline }),
  });
  expect(await screen.findByText(/님은 지금 방송 중이 아닙니다\./)).toBeInTheDocument();
  const panel = screen.getByRole('region', { name: '채팅' });
  await waitFor(() => expect(within(panel).getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
  const loads = () => api.seen.filter((request) => request.path === '/api/guest/channel/1').length;
  const before = loads();

  live_ = true;
  act(() => {
    chat.emitToRoom('1', 'event', {
      type: 'channel-status',
      room: '1',
      live: true,
      title: '신규 기능 소개 생방송',
      startedAt: '2026-01-01T00:00:00.000Z',
    });
  });
  const stage = screen.getByRole('region', { name: '방송 화면' });
  await waitFor(() => expect(within(stage).getByLabelText('라이브 영상')).toBeInTheDocument());
  expect(within(panel).getByText('방송이 시작되었습니다: 신규 기능 소개 생방송')).toBeInTheDocument();
  expect(loads()).toBeGreaterThan(before);
  const afterStart = loads();

  live_ = false;
  act(() => {
    chat.emitToRoom('1', 'event', {
      type: 'channel-status',
      room: '1',
      live: false,
      title: '신규 기능 소개 생방송',
      startedAt: null,
    });
  });
  expect(await within(stage).findByText(/님은 지금 방송 중이 아닙니다\./)).toBeInTheDocument();
  expect(within(stage).queryByLabelText('라이브 영상')).toBeNull();
  expect(within(panel).getByText('방송이 종료되었습니다.')).toBeInTheDocument();
  expect(loads()).toBeGreaterThan(afterStart);
});

test("the owner renames the broadcast: the heading changes at once, without asking the API again, and a cleared title shows the channel's name", async () => {
  const { api } = await live('/live/1', { 'GET /api/guest/channel/1': answer(channelDetailOf()) });
  expect(await screen.findByRole('heading', { level: 1, name: '신규 기능 소개 생방송' })).toBeInTheDocument();
  const panel = screen.getByRole('region', { name: '채팅' });
  await waitFor(() => expect(within(panel).getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
  const loads = api.count('GET', '/api/guest/channel/1');

  act(() => {
    chat.emitToRoom('1', 'event', { type: 'channel-info', room: '1', liveTitle: '2부: 시청자 신청곡' });
  });
  expect(await screen.findByRole('heading', { level: 1, name: '2부: 시청자 신청곡' })).toBeInTheDocument();
  act(() => {
    chat.emitToRoom('1', 'event', { type: 'channel-info', room: '1', liveTitle: null });
  });
  expect(await screen.findByRole('heading', { level: 1, name: channelDetailOf().name })).toBeInTheDocument();
  // Nothing in the chat: a new title is not a broadcast starting.
  expect(within(panel).queryByText(/방송이 시작되었습니다/)).toBeNull();
  expect(api.count('GET', '/api/guest/channel/1')).toBe(loads);
});

test('an open room loads its channel once: asking live-Auth reloads nothing', async () => {
  const { api } = await live('/live/1', { 'GET /api/guest/channel/1': answer(channelDetailOf()) });
  expect(await screen.findByRole('region', { name: '채팅' })).toBeInTheDocument();
  await waitFor(() => expect(api.count('POST', '/api/guest/live-Auth')).toBe(1));
  // Long enough for a refetch the mutation would have started to have been sent.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(api.count('GET', '/api/guest/channel/1')).toBe(1);
});

test('a chat line is reported from the chat with its room and sequence number, never typed in', async () => {
  const { user, api } = await live('/live/1', {
    'GET /api/guest/channel/1': answer(channelDetailOf()),
    'POST /api/cs/declaration-post': answer({}, 201),
  });
  const panel = await screen.findByRole('region', { name: '채팅' });
  await waitFor(() => expect(within(panel).getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
  act(() => {
    chat.post('1', { text: '첫 줄', memberId: 41, nickname: '악플러' });
    chat.post('1', { text: '신고할 욕설', memberId: 41, nickname: '악플러' });
  });
  const line = (await within(panel).findByText('신고할 욕설')).closest('li') as HTMLElement;
  const seq = line.dataset['seq'];
  await user.click(within(line).getByRole('button', { name: '악플러' }));
  await user.click(await screen.findByRole('button', { name: '이 채팅 신고' }));

  const dialog = await screen.findByRole('dialog', { name: '신고하기' });
  expect(dialog).toHaveTextContent('신고 대상: 채팅 악플러');
  expect(within(dialog).queryByLabelText('대상 번호')).toBeNull();
  await user.selectOptions(within(dialog).getByLabelText('신고 사유'), '욕설/비방');
  await user.type(within(dialog).getByLabelText('신고 내용'), '채팅 욕설');
  await user.click(within(dialog).getByRole('button', { name: '신고 접수' }));
  // Sent, the form closes (the toast is the page shell's, not rendered here).
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '신고하기' })).not.toBeInTheDocument());

  const [sent] = api.seen.filter((request) => request.method === 'POST' && request.path === '/api/cs/declaration-post');
  const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(String(sent?.body))?.[1];
  expect([field('targetType'), field('targetId'), field('targetSeq')]).toEqual(['chat', '1', seq]);
});
