// The live page's notices beside the channel's description.
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { startFakeChatServer, type FakeChatServer } from '@onair/chat/testing';
import { noticeOf, pageOf } from '../testing/fixtures';
import { channelDetailOf, renderLive, resetLiveStores } from '../testing/render-live';
import { channelRoutes } from './channel-routes';

let chat: FakeChatServer;
// The test DOM has no media pipeline: the player's reset of the element on unmount would only log.
beforeAll(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());
beforeEach(async () => {
  chat = await startFakeChatServer();
});
afterEach(async () => {
  resetLiveStores();
  await chat.close();
});

const answer = (body: unknown) => () => ({ status: 200, body });

test("the live page shows the channel's latest notices, important first, each linking to its page", async () => {
  const notices = [
    noticeOf({ noticeId: 12, title: '8월 팬미팅 안내', important: true }),
    noticeOf({ noticeId: 11, title: '이번 주 방송 일정 안내' }),
  ];
  await renderLive({
    url: '/live/1',
    routes: channelRoutes,
    chatUrl: chat.url,
    api: {
      'GET /api/guest/channel/1': answer(channelDetailOf()),
      'GET /api/my/channel-notice-list': answer(pageOf(notices, 2, 1, 3)),
    },
  });
  const section = await screen.findByRole('region', { name: '채널 공지사항' });
  const links = within(section).getAllByRole('link', { name: /안내/ });
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/channel/1/notices/12', '/channel/1/notices/11']);
  expect(within(links[0] as HTMLElement).getByText('중요')).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: '더보기' })).toHaveAttribute('href', '/channel/1/notices');
  // Beside the channel's own description.
  expect(screen.getByText('온에어의 새 소식과 이벤트를 가장 먼저 전해드려요.')).toBeInTheDocument();
});

test('a channel without notices shows no notices block', async () => {
  await renderLive({
    url: '/live/1',
    routes: channelRoutes,
    chatUrl: chat.url,
    api: {
      'GET /api/guest/channel/1': answer(channelDetailOf()),
      'GET /api/my/channel-notice-list': answer(pageOf([], 0, 1, 3)),
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: '신규 기능 소개 생방송' })).toBeInTheDocument();
  expect(await screen.findByText('채널 소개')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '채널 공지사항' })).toBeNull();
});
