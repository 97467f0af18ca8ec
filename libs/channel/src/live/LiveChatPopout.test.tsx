// The pop-out chat: the live page's button opens it in its own window, and the page holds the chat alone.
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { startFakeChatServer, type FakeChatServer } from '@onair/chat/testing';
import { channelDetailOf, renderLive, resetLiveStores } from '../testing/render-live';
import { channelRoutes, channelStandaloneRoutes } from './channel-routes';

let chat: FakeChatServer;

beforeEach(async () => {
  chat = await startFakeChatServer();
});
afterEach(async () => {
  resetLiveStores();
  await chat.close();
  jest.restoreAllMocks();
});

const detail = () => ({ status: 200, body: channelDetailOf() });

test("the live chat's pop-out button opens /live/1/chat in a window of the room's own", async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const { user } = await renderLive({
    url: '/live/1',
    routes: channelRoutes,
    chatUrl: chat.url,
    api: { 'GET /api/guest/channel/1': detail },
  });
  const panel = await screen.findByRole('region', { name: '채팅' });
  await user.click(within(panel).getByRole('button', { name: '채팅 새 창으로 열기' }));
  expect(open).toHaveBeenCalledTimes(1);
  expect(open).toHaveBeenCalledWith('/live/1/chat', 'chat-1', 'popup,width=400,height=720');
});

test('/live/1/chat holds the room and its composer, no player, and offers no second pop-out', async () => {
  await renderLive({
    url: '/live/1/chat',
    routes: channelStandaloneRoutes,
    chatUrl: chat.url,
    api: { 'GET /api/guest/channel/1': detail },
  });
  const panel = await screen.findByRole('region', { name: '채팅' });
  await waitFor(() => expect(within(panel).getByText('채팅에 연결되었습니다.')).toBeInTheDocument());
  expect(chat.joins).toEqual([{ room: '1', streamId: '1', source: 'web' }]);
  expect(within(panel).getByRole('textbox', { name: '채팅 입력' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '방송 화면' })).toBeNull();
  expect(screen.queryByRole('button', { name: '채팅 새 창으로 열기' })).toBeNull();
});

test('/live/abc/chat is not a channel', async () => {
  await renderLive({ url: '/live/abc/chat', routes: channelStandaloneRoutes, chatUrl: chat.url });
  expect(await screen.findByRole('heading', { name: '존재하지 않는 채널입니다' })).toBeInTheDocument();
  expect(chat.joins).toEqual([]);
});
