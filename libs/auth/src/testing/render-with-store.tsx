import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { baseApi, type ApiExtra } from '@onair/api-client';
import type { BrandCode, Locale } from '@onair/contracts';
import { I18nProvider, loadMessages } from '@onair/i18n';
import { appSlice, rootReducer, type RootState } from '@onair/store';
import { Toaster } from '@onair/ui';
import { CaptchaWidgetContext } from '../captcha/captcha-widget-context';
import { FakeCaptchaWidget } from './FakeCaptchaWidget';
import { fakeApi, type FakeApi } from './fake-api';

export type RenderOptions = {
  api?: FakeApi;
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is rendered at (for useParams). */
  path?: string;
  brand?: BrandCode;
  /** The interface language, Korean by default. */
  locale?: Locale;
  mobile?: boolean;
  preloadedState?: Partial<RootState>;
  /** Uses fake timers in user-event (call jest.useFakeTimers() first). */
  advanceTimers?: (ms: number) => void;
};

/** Shows where the router is, so a test can see a redirect. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * A real store (every slice, the real RTK Query middleware) whose transport is the fake API, inside
 * the bundle of the locale (Korean unless given), a memory router and a toaster; the captcha is the fake widget.
 */
export async function renderWithStore(ui: ReactElement, options: RenderOptions = {}) {
  const api = options.api ?? fakeApi();
  const brand = options.brand ?? 'onair';
  const locale = options.locale ?? 'ko';
  const extra: ApiExtra = { baseQuery: api.baseQuery };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...options.preloadedState,
      app: { ...appSlice.getInitialState(), brand, locale, mobile: options.mobile ?? false },
    },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra }, serializableCheck: false, immutableCheck: false }).concat(baseApi.middleware),
  });
  const messages = await loadMessages(locale);
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const route = options.route ?? '/';
  const result = render(
    <Provider store={store}>
      <I18nProvider locale={locale} messages={messages}>
        <CaptchaWidgetContext.Provider value={FakeCaptchaWidget}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={options.path ?? '*'} element={ui} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
          <Toaster />
        </CaptchaWidgetContext.Provider>
      </I18nProvider>
    </Provider>,
  );
  return { ...result, store, api, user };
}
