import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { baseApi } from '@onair/api-client';
import type { BrandCode, Locale } from '@onair/contracts';
import { I18nProvider, loadMessages } from '@onair/i18n';
import { makeStore, type SessionProfile } from '@onair/store';
import { FAKE_API_URL, MEMBER, fakeApi, type FakeRoute } from '@onair/store/testing';

export type RenderChatOptions = {
  brand?: BrandCode;
  locale?: Locale;
  /** The signed-in member; null for a visitor. */
  member?: SessionProfile | null;
  routes?: Record<string, FakeRoute>;
  /** The page is still restoring the session the cookies promise. */
  restoring?: boolean;
};

const stores: Array<ReturnType<typeof makeStore>> = [];

/** Call from afterEach: cache entries keep timers that would hold Jest open. */
export function resetChatStores() {
  stores.splice(0).forEach((store) => store.dispatch(baseApi.util.resetApiState()));
}

/** A real store whose fetch is the fake API (GET /api/auth/me answers the member), the real bundle of the locale. */
export async function renderChat(
  ui: ReactElement,
  { brand = 'onair', locale = 'ko', member = MEMBER, routes = {}, restoring = false }: RenderChatOptions = {},
) {
  const api = fakeApi({ 'GET /api/auth/me': () => ({ status: 200, body: member }), ...routes });
  const store = makeStore({
    brand,
    locale,
    baseUrl: FAKE_API_URL,
    fetchFn: api.fetchFn,
    refreshDelayMs: 0,
    onMaintenance: () => undefined,
    preloadedState: { session: { profile: member, restoring } },
  });
  stores.push(store);
  const messages = await loadMessages(locale);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nProvider locale={locale} messages={messages}>
        {ui}
      </I18nProvider>
    </Provider>,
  );
  return { ...view, api, store, user, messages };
}
