// The operator's banners: the strip shows what the API answers for the asker, and asks again when
// the session changes, since the API answers a visitor's banners and a member's apart.
import { act, screen, within } from '@testing-library/react';
import { sessionRestoring, signedIn, signedOut } from '@onair/store';
import { MEMBER } from '@onair/store/testing';
import { homeItem } from '../testing/home-fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';
import { BannerStrip } from './BannerStrip';

afterEach(resetChannelStores);

const routes = [{ path: '/', element: <BannerStrip enabled /> }];
const THREE_TO_A_ROW = 'lg:w-[calc((100%-2rem)/3)]';

const stripLinks = async () => {
  const strip = await screen.findByRole('region', { name: '이벤트 배너' });
  return within(strip).queryAllByRole('link');
};
const titlesShown = async () =>
  (await stripLinks()).map((link) => link.getAttribute('aria-label') ?? link.textContent);

test('a member sees every banner the API answers, one that links to sign-up too, three to a row', async () => {
  const banners = answer({
    items: [
      homeItem(1, '신규 회원 가입 안내', { linkUrl: '/signup' }),
      homeItem(2, '여름 이벤트', { linkUrl: '/events/summer' }),
      homeItem(3, '고객센터', { linkUrl: '/cs' }),
    ],
  });
  await renderChannel({ url: '/', routes, api: { 'GET /api/guest/banners': banners } });

  expect(await screen.findByRole('link', { name: '신규 회원 가입 안내' })).toHaveAttribute('href', '/signup');
  expect(await titlesShown()).toEqual(['신규 회원 가입 안내', '여름 이벤트', '고객센터']);
  for (const link of await stripLinks()) expect(link.parentElement?.className).toContain(THREE_TO_A_ROW);
});

test('two banners share the row on a wide screen rather than leave a hole beside them', async () => {
  const banners = answer({
    items: [homeItem(2, '여름 이벤트', { linkUrl: '/events/summer' }), homeItem(3, '고객센터', { linkUrl: '/cs' })],
  });
  await renderChannel({ url: '/', routes, api: { 'GET /api/guest/banners': banners }, member: null });

  expect(await screen.findByRole('link', { name: '고객센터' })).toBeInTheDocument();
  for (const link of await stripLinks()) expect(link.parentElement?.className).not.toContain(THREE_TO_A_ROW);
});

test("signing in shows the member's banners, and signing out the visitor's again", async () => {
  // The API decides by the access token; here, by who the test says has signed in.
  let asker: 'visitor' | 'member' = 'visitor';
  const summer = homeItem(2, '여름 이벤트', { linkUrl: '/events/summer' });
  const answers = {
    visitor: { items: [homeItem(1, '신규 회원 가입 안내', { linkUrl: '/signup' }), summer] },
    member: { items: [summer, homeItem(4, '회원 전용 이벤트', { linkUrl: '/events/members' })] },
  };
  const { api, store } = await renderChannel({
    url: '/',
    routes,
    api: { 'GET /api/guest/banners': () => ({ status: 200, body: answers[asker] }) },
    member: null,
  });
  const bannerRequests = () => api.seen.filter((request) => request.path === '/api/guest/banners').length;

  expect(await screen.findByText('신규 회원 가입 안내')).toBeInTheDocument();
  expect(await titlesShown()).toEqual(['신규 회원 가입 안내', '여름 이벤트']);

  asker = 'member';
  act(() => {
    store.dispatch(signedIn(MEMBER));
  });
  // Until the member's answer comes, the strip waits rather than show the visitor's banners.
  expect(screen.queryByText('신규 회원 가입 안내')).not.toBeInTheDocument();
  expect(await screen.findByText('회원 전용 이벤트')).toBeInTheDocument();
  expect(await titlesShown()).toEqual(['여름 이벤트', '회원 전용 이벤트']);
  expect(bannerRequests()).toBe(2);

  asker = 'visitor';
  act(() => {
    store.dispatch(signedOut());
  });
  expect(await screen.findByText('신규 회원 가입 안내')).toBeInTheDocument();
  expect(screen.queryByText('회원 전용 이벤트')).not.toBeInTheDocument();
});

test('while the session is being restored the banners wait, then the member’s are asked for', async () => {
  const { api, store, router } = await renderChannel({
    url: '/',
    routes: [{ path: '/', element: <p>starting</p> }, ...routes.map((route) => ({ ...route, path: '/home' }))],
    api: { 'GET /api/guest/banners': answer({ items: [homeItem(4, '회원 전용 이벤트')] }) },
    member: null,
  });
  act(() => {
    store.dispatch(sessionRestoring());
  });
  await act(() => router.navigate('/home'));

  expect(await screen.findByRole('region', { name: '이벤트 배너' })).toHaveAttribute('aria-busy', 'true');
  expect(api.seen.filter((request) => request.path === '/api/guest/banners')).toEqual([]);
  act(() => {
    store.dispatch(signedIn(MEMBER));
  });
  expect(await screen.findByText('회원 전용 이벤트')).toBeInTheDocument();
  expect(api.seen.filter((request) => request.path === '/api/guest/banners')).toHaveLength(1);
});
