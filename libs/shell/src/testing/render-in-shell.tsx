import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import { baseApi } from '@onair/api-client';
import { I18nProvider, loadMessages } from '@onair/i18n';
import { makeStore, type MakeStoreOptions } from '@onair/store';
import { FAKE_API_URL } from '@onair/store/testing';

const stores: ReturnType<typeof makeStore>[] = [];

/** Call from afterEach: unsubscribed cache entries keep removal timers that would hold Jest open. */
export function resetTestStores() {
  stores.splice(0).forEach((store) => store.dispatch(baseApi.util.resetApiState()));
}

export function testStore(options: Partial<MakeStoreOptions> = {}) {
  const store = makeStore({ brand: 'onair', baseUrl: FAKE_API_URL, refreshDelayMs: 0, ...options });
  stores.push(store);
  return store;
}

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders with the store, the real Korean bundle and a memory router at `path`. */
export async function renderInShell(ui: ReactElement, { store = testStore(), path = '/' } = {}) {
  const messages = await loadMessages('ko');
  const view = render(
    <Provider store={store}>
      <I18nProvider locale="ko" messages={messages}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return { ...view, store, messages };
}
