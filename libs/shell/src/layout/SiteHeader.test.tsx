import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, MEMBER } from '@onair/store/testing';
import { renderInShell, resetTestStores, testStore } from '../testing/render-in-shell';
import { SiteHeader } from './SiteHeader';

afterEach(resetTestStores);

test('a visitor sees 로그인 and 회원가입, each opening the dialog on its tab with the current page to return to', async () => {
  const { store } = await renderInShell(<SiteHeader />, { path: '/live/42?tab=chat' });
  expect(screen.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '로그인' }));
  expect(store.getState().authDialog).toMatchObject({ open: true, tab: 'signIn', callbackURL: '/live/42?tab=chat' });

  await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
  expect(store.getState().authDialog).toMatchObject({ open: true, tab: 'signUp', callbackURL: '/live/42?tab=chat' });
});

test('on an auth page the dialog returns to where that page was going, never to itself', async () => {
  const { store } = await renderInShell(<SiteHeader />, { path: '/signin?callbackURL=%2Fmy%2Fitems' });
  await userEvent.click(screen.getByRole('button', { name: '로그인' }));
  expect(store.getState().authDialog.callbackURL).toBe('/my/items');
});

test('a member sees their nickname and 로그아웃, which signs out and clears the cache', async () => {
  const api = fakeApi({ 'POST /api/auth/signout': () => ({ status: 200, body: { msg: 'ok' } }) });
  const store = testStore({ fetchFn: api.fetchFn, preloadedState: { session: { profile: MEMBER, restoring: false } } });
  await renderInShell(<SiteHeader />, { store });
  expect(await screen.findByText('라이브팬')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '로그인' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));
  await waitFor(() => expect(store.getState().session.profile).toBeNull());
  expect(api.count('POST', '/api/auth/signout')).toBe(1);
  expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
});

test('while a member is being loaded the header shows neither state', async () => {
  const store = testStore({ preloadedState: { session: { profile: null, restoring: true } } });
  await renderInShell(<SiteHeader />, { store });
  expect(screen.queryByRole('button', { name: '로그인' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
});

test("the header's search box goes to the results page, and there it holds what was searched for", async () => {
  await renderInShell(<SiteHeader />, { path: '/live/42' });
  const box = screen.getByRole('searchbox', { name: '검색어' });
  await userEvent.type(box, '노래 방송{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent(`/search?keyword=${encodeURIComponent('노래 방송')}`);
  expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('노래 방송');
  // On a phone the header has room for the magnifier only: a link to the search page.
  expect(screen.getByRole('link', { name: '검색' })).toHaveAttribute('href', '/search');
});

test("the header leads with the brand's own logo mark: two brands of one theme are told apart by it", async () => {
  const marks: Record<string, string | null> = {};
  for (const brand of ['bellcast', 'mint', 'onair', 'nova'] as const) {
    const { unmount } = await renderInShell(<SiteHeader />, { path: '/', store: testStore({ brand }) });
    const home = screen.getAllByRole('link').find((link) => link.querySelector('svg[data-brand-mark]'));
    marks[brand] = home?.querySelector('path')?.getAttribute('d') ?? null;
    expect(home?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    unmount();
  }
  expect(Object.values(marks).every((d) => d !== null)).toBe(true);
  expect(new Set(Object.values(marks)).size).toBe(4);
});

// jsdom lays nothing out: the 360 px fit (measured in Chromium by e2e layout-audit, where a member's
// 5만 러브 was cut to "5…") is held by the class that makes it.
test("on a member's phone the brand's mark alone leads home, the name kept as the link's name; a visitor's keeps it", async () => {
  const member = testStore({ brand: 'mint', preloadedState: { session: { profile: MEMBER, restoring: false } } });
  const { unmount } = await renderInShell(<SiteHeader />, { store: member });
  const home = screen.getByRole('link', { name: '민트라이브' });
  expect(home).toHaveAttribute('href', '/');
  expect(within(home).getByText('민트라이브')).toHaveClass('max-[480px]:sr-only');
  unmount();

  await renderInShell(<SiteHeader />, { store: testStore({ brand: 'mint' }) });
  expect(within(screen.getByRole('link', { name: '민트라이브' })).getByText('민트라이브')).not.toHaveClass('max-[480px]:sr-only');
});
