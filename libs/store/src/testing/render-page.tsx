import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Locale } from '@onair/contracts';
import { I18nProvider, loadMessages } from '@onair/i18n';
import type { AppStore } from '../make-store';

export type RenderPageOptions = {
  store: AppStore;
  locale?: Locale;
  /** Where the memory router starts. */
  url?: string;
  /** The route pattern the page is mounted at (for pages that read params). */
  path?: string;
  /** What goes around the router inside the providers: a feature's contexts, the toaster. */
  around?: (router: ReactNode) => ReactNode;
};

/** Shows where the router is, so a test can see a redirect. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** A page inside the store, the real bundle of the locale and a memory router, as the apps mount it. */
export async function renderPage(
  ui: ReactElement,
  { store, locale = 'ko', url = '/', path = '*', around = (router) => router }: RenderPageOptions,
) {
  const messages = await loadMessages(locale);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nProvider locale={locale} messages={messages}>
        {around(
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>,
        )}
      </I18nProvider>
    </Provider>,
  );
  return { ...view, user, messages };
}
