// The creator studio's widgets: who may open it, the analytics figures and periods, the broadcast
// summaries and the live event feed.
import { screen, within } from '@testing-library/react';
import { DEFAULT_OVERLAY_SETTINGS } from '@onair/contracts';
import { MEMBER } from '@onair/store/testing';
import { OWNER } from '../testing/members';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';
import { EventFeed } from './EventFeed';
import { studioRoutes } from './studio-routes';
import { openStudioTab } from './testing/render-studio';

afterEach(resetChannelStores);

const analytics = (days: number, giftAmount: number) => ({
  days,
  series: [{ day: '2026-12-07', peakViewers: 30, newFollowers: 2, giftAmount, subscriptionAmount: 3300 }],
  totals: {
    newFollowers: 2,
    followers: 41,
    giftAmount,
    giftWon: giftAmount * 0.8,
    subscriptionAmount: 3300,
    subscriptionWon: 2640,
    peakViewers: 30,
  },
  topGifters: [{ memberId: 9, nickname: '큰손팬', amount: 1500, gifts: 2 }],
});

test('a member without a channel is told the studio is for channel owners, with a way to open one', async () => {
  await renderChannel({ url: '/studio', routes: studioRoutes, member: { ...MEMBER, channelId: null } });
  // The first test of the file waits for the studio's lazy chunk, its tabs' panels with it.
  const refusal = await screen.findByRole('alert', {}, { timeout: 5_000 });
  expect(within(refusal).getByRole('heading', { name: '채널 운영자 전용입니다' })).toBeInTheDocument();
  expect(within(refusal).getByRole('link', { name: '채널 개설하기' })).toHaveAttribute('href', '/my/channel');
});

test('a visitor is asked to sign in', async () => {
  await renderChannel({ url: '/studio', routes: studioRoutes, member: null });
  expect(await screen.findByRole('heading', { name: '로그인이 필요합니다' })).toBeInTheDocument();
});

test('analytics show the totals in the currency and in won, the top gifters, and switch period', async () => {
  const { user, urls } = await renderChannel({
    url: '/studio',
    routes: studioRoutes,
    member: OWNER,
    api: {
      'GET /api/my/studio/1/live': answer({
        channelId: 1,
        isLive: false,
        viewerCount: 0,
        liveStartedAt: null,
        minutes: [],
        recentEvents: [],
      }),
      'GET /api/my/studio/1/analytics': (request) =>
        answer(request.url.searchParams.get('days') === '30' ? analytics(30, 9000) : analytics(7, 1800))(request),
    },
  });
  await user.click(await screen.findByRole('tab', { name: '분석' }));
  const totals = await screen.findByTestId('studio-analytics-totals');
  expect(within(totals).getByText('1,800 러브 · 1,440원')).toBeInTheDocument();
  expect(within(totals).getByText('3,300 러브 · 2,640원')).toBeInTheDocument();
  expect(within(totals).getByText('41')).toBeInTheDocument();
  expect(screen.getByText('큰손팬')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: '30일' }));
  expect(
    await within(await screen.findByTestId('studio-analytics-totals')).findByText('9,000 러브 · 7,200원'),
  ).toBeInTheDocument();
  expect(urls).toContain('GET /api/my/studio/1/analytics?days=30');
});

test("past broadcasts show each one's viewers, watch time and money", async () => {
  const { user } = await renderChannel({
    url: '/studio',
    routes: studioRoutes,
    member: OWNER,
    api: {
      'GET /api/my/studio/1/live': answer({
        channelId: 1,
        isLive: false,
        viewerCount: 0,
        liveStartedAt: null,
        minutes: [],
        recentEvents: [],
      }),
      'GET /api/my/studio/1/broadcasts': answer({
        items: [
          {
            broadcastId: 3,
            startedAt: '2026-12-06T11:00:00.000Z',
            endedAt: '2026-12-06T13:00:00.000Z',
            peakViewers: 120,
            averageViewers: 80,
            watchMinutes: 9600,
            newFollowers: 12,
            giftCount: 4,
            giftAmount: 5000,
            giftWon: 4000,
            subscriptionCount: 1,
            subscriptionAmount: 3300,
            subscriptionWon: 2640,
          },
        ],
      }),
    },
  });
  await user.click(await screen.findByRole('tab', { name: '지난 방송' }));
  expect(await screen.findByText('160시간')).toBeInTheDocument();
  expect(screen.getByText('120')).toBeInTheDocument();
  expect(screen.getByText('선물 4건')).toBeInTheDocument();
  expect(screen.getByText('5,000 러브')).toBeInTheDocument();
  expect(screen.getByText('4,000원')).toBeInTheDocument();
});

test('the event feed lists gifts with their message, subscriptions and follows', async () => {
  const events = [
    {
      kind: 'gift' as const,
      nickname: '큰손팬',
      amount: 1000,
      message: '화이팅!',
      at: '2026-12-07T01:00:03.000Z',
      test: false,
    },
    {
      kind: 'subscription' as const,
      nickname: '구독자',
      amount: 3300,
      message: null,
      at: '2026-12-07T01:00:02.000Z',
      test: false,
    },
    {
      kind: 'follow' as const,
      nickname: '새팬',
      amount: 0,
      message: null,
      at: '2026-12-07T01:00:01.000Z',
      test: false,
    },
  ];
  await renderChannel({
    url: '/feed',
    routes: [{ path: 'feed', element: <EventFeed events={events} /> }],
    member: OWNER,
  });
  const items = within(await screen.findByTestId('studio-event-feed')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('큰손팬 1,000 러브 선물화이팅!'),
    expect.stringContaining('구독자 구독 (3,300 러브)'),
    expect.stringContaining('새팬 팔로우'),
  ]);
});

test('the subscribers tab lists who subscribed, their plan and renewal', async () => {
  const { user } = await renderChannel({
    url: '/studio',
    routes: studioRoutes,
    member: OWNER,
    api: {
      'GET /api/my/studio/1/live': answer({
        channelId: 1,
        isLive: false,
        viewerCount: 0,
        liveStartedAt: null,
        minutes: [],
        recentEvents: [],
      }),
      'GET /api/my/subscribers': answer({
        items: [
          {
            subscriptionId: 5,
            channelId: 1,
            channelName: '온에어 공식 채널',
            memberNickname: '단골팬',
            plan: 'threeMonths',
            state: 1,
            autoRenew: false,
            startedAt: '2026-12-01T00:00:00.000Z',
            expiresAt: '2027-03-01T00:00:00.000Z',
            periods: 1,
          },
        ],
        page: 1,
        size: 20,
        total: 1,
      }),
    },
  });
  await user.click(await screen.findByRole('tab', { name: '구독자' }));
  const list = await screen.findByRole('region', { name: '구독자 1명' });
  const row = within(list).getByRole('listitem');
  expect(row).toHaveTextContent('단골팬');
  expect(row).toHaveTextContent('3개월');
  expect(row).toHaveTextContent('갱신 해지');
});

const BROADCAST = {
  broadcastId: 3,
  startedAt: '2026-12-06T11:00:00.000Z',
  endedAt: '2026-12-06T13:00:00.000Z',
  peakViewers: 120,
  averageViewers: 80,
  watchMinutes: 9600,
  newFollowers: 12,
  giftCount: 4,
  giftAmount: 5000,
  giftWon: 4000,
  subscriptionCount: 0,
  subscriptionAmount: 0,
  subscriptionWon: 0,
};

// Mint sells no subscriptions: its API answers 404 for the subscriber list, so a 구독자 tab opened
// on a load error, and 구독 figures and a 구독 알림 테스트 spoke of something the streamer cannot have.
test('on a brand without subscriptions the studio has no subscribers tab and no subscription figures', async () => {
  const { user } = await openStudioTab(
    '분석',
    {
      'GET /api/my/studio/1/analytics': answer(analytics(7, 1800)),
      'GET /api/my/studio/1/broadcasts': answer({ items: [BROADCAST] }),
      'GET /api/my/studio/1/overlay': answer({ channelId: 1, secret: 'overlay-secret', settings: DEFAULT_OVERLAY_SETTINGS }),
    },
    'ko',
    'mint',
  );
  const tabs = screen.getByRole('tablist', { name: '스튜디오' });
  expect(within(tabs).queryByRole('tab', { name: '구독자' })).not.toBeInTheDocument();
  expect(within(tabs).getByRole('tab', { name: '매니저' })).toBeInTheDocument();

  const totals = await screen.findByTestId('studio-analytics-totals');
  expect(within(totals).getByText('1,800 러브 · 1,440원')).toBeInTheDocument();
  expect(within(totals).queryByText('구독')).not.toBeInTheDocument();
  // Four figures, four columns from md up: no empty fifth cell on a laptop.
  expect(totals).toHaveClass('md:grid-cols-4');

  await user.click(screen.getByRole('tab', { name: '지난 방송' }));
  expect(await screen.findByText('선물 4건')).toBeInTheDocument();
  expect(screen.queryByText('구독 0건')).not.toBeInTheDocument();
  expect(screen.queryByText('구독 수익')).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: '알림 오버레이' }));
  expect(await screen.findByRole('button', { name: '선물 알림 테스트' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '구독 알림 테스트' })).not.toBeInTheDocument();
});

test('where the brand has subscriptions the studio shows their tab, figures and test alert', async () => {
  const { user } = await openStudioTab('지난 방송', {
    'GET /api/my/studio/1/broadcasts': answer({ items: [BROADCAST] }),
    'GET /api/my/studio/1/overlay': answer({ channelId: 1, secret: 'overlay-secret', settings: DEFAULT_OVERLAY_SETTINGS }),
  });
  expect(await screen.findByText('구독 0건')).toBeInTheDocument();
  expect(screen.getByText('구독 수익')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '구독자' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: '알림 오버레이' }));
  expect(await screen.findByRole('button', { name: '구독 알림 테스트' })).toBeInTheDocument();
});
