import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { MembersOnlyDialog } from '@onair/auth/dialogs';
import type { BrandCode, Locale } from '@onair/contracts';
import { I18nProvider, loadMessages } from '@onair/i18n';
import {
  membersOnlyDismissed,
  selectMembersOnlyShown,
  useAppDispatch,
  useAppSelector,
  type SessionProfile,
} from '@onair/store';
import { MEMBER, fakeApi, makeTestStore, resetTestStores, type FakeRoute } from '@onair/store/testing';
import { Toaster } from '@onair/ui';
import { channelRoutes } from '../live/channel-routes';

export type RenderChannelOptions = {
  url: string;
  api?: Record<string, FakeRoute>;
  routes?: RouteObject[];
  brand?: BrandCode;
  member?: SessionProfile | null;
  locale?: Locale;
};

/** Call from afterEach: cache entries keep timers that would hold Jest open. */
export const resetChannelStores = resetTestStores;

/** The shell's 회원 전용 gate, as the site layout mounts it (its buttons only close it here). */
function MembersOnlyGate() {
  const open = useAppSelector(selectMembersOnlyShown);
  const dispatch = useAppDispatch();
  const close = () => dispatch(membersOnlyDismissed());
  return <MembersOnlyDialog open={open} onClose={close} onLogin={close} onSignup={close} />;
}

/**
 * The channel pages over a real store and the fake API, in Korean (or the locale given), with the toaster and the
 * members-only dialog mounted as the shell mounts them. `urls` lists every request's path and query.
 */
export async function renderChannel({
  url,
  api: apiRoutes = {},
  routes = channelRoutes,
  brand = 'onair',
  member = MEMBER,
  locale = 'ko',
}: RenderChannelOptions) {
  const api = fakeApi(apiRoutes);
  const urls: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const address = new URL(request.url);
    urls.push(`${request.method} ${address.pathname}${address.search}`);
    return api.fetchFn(request);
  };
  const store = makeTestStore({ fetchFn, brand, member, locale });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const messages = await loadMessages(locale);
  const view = render(
    <Provider store={store}>
      <I18nProvider locale={locale} messages={messages}>
        <Toaster />
        <MembersOnlyGate />
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
  return { ...view, api, urls, store, router, user: userEvent.setup() };
}

/** An answer of the fake API. */
export const answer =
  (body: unknown, status = 200): FakeRoute =>
  () => ({ status, body });

/** A refusal as the API sends it. */
export const refusal = (status: number, code: string, message: string): FakeRoute =>
  answer({ statusCode: status, code, message }, status);
