import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Staff } from '@onair/contracts';
import { staffOf } from './staff-of';
import { I18nProvider } from '@onair/i18n';
import { ConsoleRoutes } from '../app/ConsoleRoutes';
import { makeConsoleStore, type ConsoleStore } from '../app/console-store';
import type { ConsoleState } from '../app/console-slice';
import { SessionGate } from '../app/SessionGate';
import { loadConsoleMessages } from '../i18n/console-messages';

export { staffOf };

// Screens load lazily (screen-registry.tsx): their first import may take over a second on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

export const FAKE_API_URL = 'http://api.test';
/** The console's Korean words over the common bundle, as the app loads them. */
export const KOREAN_MESSAGES = await loadConsoleMessages('ko');

/** A real console store on a fake fetch; signed in as `staff` unless it is null. */
export function makeTestStore(
  fetchFn: typeof fetch,
  staff: Staff | null = staffOf(),
  console: Partial<ConsoleState> = {},
) {
  return makeConsoleStore({
    baseUrl: FAKE_API_URL,
    fetchFn,
    console: { session: staff ? 'signedIn' : 'signedOut', staff, ...console },
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Children in the store, the Korean bundles and a memory router at `path`, with the location shown. */
export function renderInConsole(children: ReactNode, { store, path = '/' }: { store: ConsoleStore; path?: string }) {
  return render(
    <Provider store={store}>
      <I18nProvider locale="ko" messages={KOREAN_MESSAGES}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={children} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
}

/** The whole console (session check, routes, layout) at `path`. */
export function renderConsole({ store, path = '/' }: { store: ConsoleStore; path?: string }) {
  return renderInConsole(
    <SessionGate>
      <ConsoleRoutes />
    </SessionGate>,
    { store, path },
  );
}
