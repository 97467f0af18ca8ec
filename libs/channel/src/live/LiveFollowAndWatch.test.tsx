// The live page's follow button, and the watch it records for a signed-in viewer.
import { act, screen, waitFor } from '@testing-library/react';
import { authApi } from '@onair/api-client';
import { startFakeChatServer, type FakeChatServer } from '@onair/chat/testing';
import { signedIn } from '@onair/store';
import { MEMBER } from '@onair/store/testing';
import { sentTo } from '../testing/fixtures';
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

const api = {
  'GET /api/guest/channel/1': () => ({ status: 200, body: channelDetailOf({ following: false, followerCount: 120 }) }),
  'POST /api/my/follows': () => ({ status: 200, body: { channelId: 1, following: true, followerCount: 121 } }),
  'POST /api/my/streams/watch': () => ({
    status: 200,
    body: { channelId: 1, watchCount: 3, lastWatchedAt: '2025-08-13T06:10:00.000Z' },
  }),
};

test('a member follows from the live page, and the visit is recorded once', async () => {
  const { user, api: fake } = await renderLive({ url: '/live/1', routes: channelRoutes, chatUrl: chat.url, api });
  await user.click(await screen.findByRole('button', { name: '팔로우' }));
  expect(await screen.findByRole('button', { name: '팔로잉' })).toBeInTheDocument();
  await waitFor(() => expect(fake.count('POST', '/api/my/streams/watch')).toBe(1));
  expect(JSON.parse(sentTo(fake.seen, 'POST', '/api/my/streams/watch').body)).toEqual({ channelId: 1 });
  expect(screen.getByRole('link', { name: '온에어 공식 채널' })).toHaveAttribute('href', '/channel/1');
});

test("a visitor's visit is not recorded", async () => {
  const { api: fake } = await renderLive({
    url: '/live/1',
    routes: channelRoutes,
    chatUrl: chat.url,
    api,
    member: null,
  });
  expect(await screen.findByRole('button', { name: '팔로우' })).toBeInTheDocument();
  expect(fake.count('POST', '/api/my/streams/watch')).toBe(0);
});

test('signing in on the live page shows 팔로잉 for a channel the member already follows', async () => {
  let signedInYet = false;
  const { store } = await renderLive({
    url: '/live/1',
    routes: channelRoutes,
    chatUrl: chat.url,
    member: null,
    api: {
      ...api,
      // The API says whether the viewer follows: a visitor does not, this member does.
      'GET /api/guest/channel/1': () => ({
        status: 200,
        body: channelDetailOf({ following: signedInYet, followerCount: 120 }),
      }),
      'POST /v2/api/auth/signin': () => {
        signedInYet = true;
        return { status: 200, body: { msg: 'ok', profile: MEMBER } };
      },
    },
  });
  expect(await screen.findByRole('button', { name: '팔로우' })).toBeInTheDocument();
  // What the sign-in dialog does: the signin call, then the session.
  await act(async () => {
    const { profile } = await store
      .dispatch(
        authApi.authEndpoints.endpoints.signin.initiate({ signinBody: { loginId: 'viewer01', password: 'pw' } }),
      )
      .unwrap();
    store.dispatch(signedIn(profile));
  });
  expect(await screen.findByRole('button', { name: '팔로잉' })).toBeInTheDocument();
});
