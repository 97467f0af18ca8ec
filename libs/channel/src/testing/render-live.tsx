import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { baseApi, type guestApi } from '@onair/api-client';
import { ChatEndpoint } from '@onair/chat';
import type { BrandCode, Locale } from '@onair/contracts';
import { I18nProvider, loadMessages } from '@onair/i18n';
import { makeStore, type SessionProfile } from '@onair/store';
import { FAKE_API_URL, MEMBER, fakeApi, type FakeRoute } from '@onair/store/testing';

export type RenderLiveOptions = {
  url: string;
  routes: RouteObject[];
  /** The chat server (a real socket.io server from @onair/chat/testing). */
  chatUrl: string;
  api?: Record<string, FakeRoute>;
  brand?: BrandCode;
  locale?: Locale;
  member?: SessionProfile | null;
};

const stores: Array<ReturnType<typeof makeStore>> = [];

/** Call from afterEach: cache entries keep timers that would hold Jest open. */
export function resetLiveStores() {
  stores.splice(0).forEach((store) => store.dispatch(baseApi.util.resetApiState()));
}

/** A real store over the fake API, the real bundle, a memory router with the given routes, and the chat pointed at chatUrl. */
export async function renderLive({
  url,
  routes,
  chatUrl,
  api: apiRoutes = {},
  brand = 'onair',
  locale = 'ko',
  member = MEMBER,
}: RenderLiveOptions) {
  // Every room opens unless a test says otherwise: live-Auth answers an open room.
  const api = fakeApi({ 'POST /api/guest/live-Auth': openRoom, ...apiRoutes });
  const store = makeStore({
    brand,
    locale,
    baseUrl: FAKE_API_URL,
    fetchFn: api.fetchFn,
    refreshDelayMs: 0,
    onMaintenance: () => undefined,
    preloadedState: { session: { profile: member, restoring: false } },
  });
  stores.push(store);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const messages = await loadMessages(locale);
  const view = render(
    <Provider store={store}>
      <I18nProvider locale={locale} messages={messages}>
        <ChatEndpoint url={chatUrl}>
          <RouterProvider router={router} />
        </ChatEndpoint>
      </I18nProvider>
    </Provider>,
  );
  return { ...view, api, store, router, user: userEvent.setup() };
}

/** live-Auth's answer for an open room: no ticket needed. */
export const openRoom: FakeRoute = () => ({
  status: 200,
  body: { channelId: 1, requirement: 'open', grantedBy: 'open', ticket: null, expiresAt: null },
});

/** A channel as GET /api/guest/channel/{channelId} answers it. */
export function channelDetailOf(overrides: Partial<guestApi.ChannelDetail> = {}): guestApi.ChannelDetail {
  return {
    channelId: 1,
    name: '온에어 공식 채널',
    description: '온에어의 새 소식과 이벤트를 가장 먼저 전해드려요.',
    ownerMemberId: 3,
    ownerNickname: '온에어지기',
    profileImageUrl: null,
    thumbnailUrl: null,
    isLive: true,
    liveTitle: '신규 기능 소개 생방송',
    viewerCount: 1284,
    adult: false,
    liveStartedAt: '2025-08-13T06:00:00.000Z',
    stream: { player: 'HLS', provider: 'llh', url: '/media/live/1.m3u8' },
    ...overrides,
  };
}
