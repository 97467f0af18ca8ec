import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandCode } from '@onair/contracts';
import { fakeApi, MEMBER } from '@onair/store/testing';
import { renderInShell, resetTestStores, testStore } from '../testing/render-in-shell';
import { HeaderAccount } from './HeaderAccount';

afterEach(resetTestStores);

/** A member who owns channel 7. */
const STREAMER = { ...MEMBER, channelId: 7 };

function renderMember(brand: BrandCode, profile = MEMBER) {
  const api = fakeApi({ 'GET /api/luv/items-sum': () => ({ status: 200, body: { luv: 12500, items: [] } }) });
  const store = testStore({
    brand,
    fetchFn: api.fetchFn,
    preloadedState: { session: { profile, restoring: false } },
  });
  return renderInShell(<HeaderAccount />, { store, path: '/live/1' }).then((view) => ({ ...view, api }));
}

test('a member sees the balance (to the wallet) and + (to the shop, remembering the live room) where the brand sells its currency', async () => {
  await renderMember('onair');
  expect(await screen.findByRole('link', { name: '내 지갑: 12,500 러브' })).toHaveAttribute('href', '/my/wallet');
  expect(screen.getByRole('link', { name: '러브 충전' })).toHaveAttribute('href', '/luv/shop?from=%2Flive%2F1');
});

test('the nickname opens the member menu: my page, messages, customer service and the money pages the brand offers', async () => {
  await renderMember('onair', STREAMER);
  const trigger = screen.getByRole('button', { name: /라이브팬/ });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(trigger);
  const menu = screen.getByRole('navigation', { name: '내 메뉴' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual([
    '/follows',
    '/my',
    '/my/messages',
    '/cs',
    '/channel/7',
    '/my/channel',
    '/my/wallet',
    '/luv/shop',
    '/my/subscriptions',
    '/events/exchange',
    '/my/earnings',
  ]);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('navigation', { name: '내 메뉴' })).not.toBeInTheDocument();
});

test('bellcast sells no bell: no balance chip, and only the pages it offers', async () => {
  const { api } = await renderMember('bellcast', STREAMER);
  expect(screen.queryByRole('link', { name: /벨 충전/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /라이브팬/ }));
  const menu = screen.getByRole('navigation', { name: '내 메뉴' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['팔로우 채널', '마이페이지', '쪽지함', '고객센터', '내 채널 보기', '내 채널 관리', '내 지갑', '수익 및 출금']);
  expect(api.count('GET', '/api/luv/items-sum')).toBe(0);
});

test("mint has gifts but no withdrawals: a streamer's menu still leads to what they received (수익 내역)", async () => {
  await renderMember('mint', STREAMER);
  await userEvent.click(screen.getByRole('button', { name: /라이브팬/ }));
  const menu = screen.getByRole('navigation', { name: '내 메뉴' });
  expect(within(menu).getByRole('link', { name: '수익 내역' })).toHaveAttribute('href', '/my/earnings');
  expect(within(menu).queryByRole('link', { name: '수익 및 출금' })).not.toBeInTheDocument();
});

test('a member without a channel is not led to 수익 및 출금, a page only for streamers', async () => {
  await renderMember('bellcast');
  await userEvent.click(screen.getByRole('button', { name: /라이브팬/ }));
  const menu = screen.getByRole('navigation', { name: '내 메뉴' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['팔로우 채널', '마이페이지', '쪽지함', '고객센터', '채널 개설하기', '내 지갑']);
});

test('a member without a channel is offered to open one, on the page where channels are managed', async () => {
  await renderMember('onair');
  await userEvent.click(screen.getByRole('button', { name: /라이브팬/ }));
  const menu = screen.getByRole('navigation', { name: '내 메뉴' });
  expect(within(menu).getByRole('link', { name: '채널 개설하기' })).toHaveAttribute('href', '/my/channel');
  expect(within(menu).queryByRole('link', { name: '내 채널 보기' })).not.toBeInTheDocument();
});

test("a streamer's menu also leads to their channel and its settings", async () => {
  await renderMember('onair', STREAMER);
  await userEvent.click(screen.getByRole('button', { name: /라이브팬/ }));
  const menu = screen.getByRole('navigation', { name: '내 메뉴' });
  expect(within(menu).getByRole('link', { name: '내 채널 보기' })).toHaveAttribute('href', '/channel/7');
  expect(within(menu).getByRole('link', { name: '내 채널 관리' })).toHaveAttribute('href', '/my/channel');
});

// The light theme's raised surface is the header's own colour: without a border the initial floats
// with no circle around it (bellcast and mint).
test("on a phone the nickname's initial sits in an outlined circle, as letter avatars elsewhere", async () => {
  await renderMember('bellcast');
  const trigger = screen.getByRole('button', { name: /라이브팬/ });
  const initial = within(trigger).getByText('라');
  expect(initial).toHaveClass('rounded-full', 'border', 'border-border');
});

// jsdom lays nothing out, so the 360 px fit (measured in Chromium: the ▾ was drawn under 로그아웃
// with a 999.9만 balance, on mint the whole menu was) is held by the classes that make it.
test('on a phone 로그아웃 is a door icon keeping its word as its name, and the menu trigger never shrinks under it', async () => {
  await renderMember('mint');
  const logout = screen.getByRole('button', { name: '로그아웃' });
  expect(logout).toHaveAttribute('title', '로그아웃');
  expect(within(logout).getByTestId('logout-icon')).toHaveClass('sm:hidden');
  expect(within(logout).getByText('로그아웃')).toHaveClass('max-sm:sr-only');
  expect(logout).toHaveClass('shrink-0', 'max-sm:size-10', 'max-sm:px-0');
  const trigger = screen.getByRole('button', { name: /라이브팬/ });
  expect(trigger).toHaveClass('max-sm:shrink-0');
  expect(trigger.parentElement).toHaveClass('max-sm:shrink-0');
});

// Below 480 px (a 360 px Galaxy with a large balance, a 412 px Pixel with mint's 0 러브, measured in Chromium
// by e2e layout-audit) the row has no room for 로그아웃: the header's button hides there and the member menu
// offers it instead.
test('below 480 px 로그아웃 is the member menu’s last item, and it signs out as the header’s does', async () => {
  const api = fakeApi({
    'GET /api/luv/items-sum': () => ({ status: 200, body: { luv: 9_999_000, items: [] } }),
    'POST /api/auth/signout': () => ({ status: 200, body: { msg: 'ok' } }),
  });
  const store = testStore({
    brand: 'mint',
    fetchFn: api.fetchFn,
    preloadedState: { session: { profile: MEMBER, restoring: false } },
  });
  await renderInShell(<HeaderAccount />, { store });
  expect(screen.getByRole('button', { name: '로그아웃' })).toHaveClass('max-[480px]:hidden');

  await userEvent.click(screen.getByRole('button', { name: /라이브팬/ }));
  const menu = screen.getByRole('navigation', { name: '내 메뉴' });
  const inMenu = within(menu).getByRole('button', { name: '로그아웃' });
  expect(inMenu.closest('li')).toHaveClass('min-[480px]:hidden');
  expect(inMenu.closest('li')).toBe(within(menu).getAllByRole('listitem').at(-1));
  await userEvent.click(inMenu);
  await waitFor(() => expect(store.getState().session.profile).toBeNull());
  expect(api.count('POST', '/api/auth/signout')).toBe(1);
});
