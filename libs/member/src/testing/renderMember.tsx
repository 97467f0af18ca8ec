import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { baseApi } from '@onair/api-client';
import type { BrandCode, Locale } from '@onair/contracts';
import { I18nProvider, loadMessages } from '@onair/i18n';
import { makeStore, type SessionProfile } from '@onair/store';
import { FAKE_API_URL, MEMBER } from '@onair/store/testing';
import { Toaster } from '@onair/ui';
import { memberApi, type MemberRoutes } from './memberApi';

export type RenderMemberOptions = {
  routes?: MemberRoutes;
  brand?: BrandCode;
  locale?: Locale;
  /** The signed-in member; null for a visitor. */
  member?: SessionProfile | null;
  /** Where the memory router starts. */
  url?: string;
  /** The route pattern the page is mounted at (for pages that read params). */
  path?: string;
};

const stores: Array<ReturnType<typeof makeStore>> = [];

/** Call from afterEach: cache entries keep removal timers that would hold Jest open. */
export function resetMemberStores() {
  stores.splice(0).forEach((store) => store.dispatch(baseApi.util.resetApiState()));
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * A real store (every slice, RTK Query, the real base query) whose fetch is the fake API, the real
 * bundle of the locale, a memory router and the toaster.
 */
export async function renderMember(
  ui: ReactElement,
  { routes = {}, brand = 'onair', locale = 'ko', member = MEMBER, url = '/', path = '*' }: RenderMemberOptions = {},
) {
  const api = memberApi(routes);
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
  const messages = await loadMessages(locale);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nProvider locale={locale} messages={messages}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </I18nProvider>
    </Provider>,
  );
  return { ...view, api, store, user, messages };
}
