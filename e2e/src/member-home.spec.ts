// A signed-in member's home page puts their own rows first: the followed channels live now (or a line
// saying none is, with the way to their follows), above every channel. A visitor's home has no such
// row and asks /api/my/* for nothing; signing out takes the row away. The demo's sign-up banner is
// for visitors: a member's banners leave it out, and it is back once they sign out.
import type { Page } from '@playwright/test';
import type { ChannelPage } from '@onair/contracts';
import { newMember, signUpByApi } from './support/accounts';
import { logOut } from './support/auth-ui';
import { pageScreenshot } from './support/page-screenshots';
import { expect, ko, test } from './support/fixtures';
import { expectTappable } from './support/tap-targets';

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** The operator banners of the demo seed every brand has: one for everyone, one for visitors only. */
const POPULAR_BANNER = '이번 주 인기 방송';
const SIGNUP_BANNER = '신규 회원 가입 안내';
const bannerStrip = (page: Page) => page.getByRole('region', { name: ko('home.banners'), exact: true });

/** Paths of the member API the page asks for from now on. */
function memberRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/my/')) paths.push(pathname);
  });
  return paths;
}

test('a new member follows a live channel and finds it first on the home page; signing out removes the row', async ({
  page,
  request,
  brand,
}, testInfo) => {
  // A long walk, with E2E_SCREENSHOTS=1 four full-page screenshots (about 4 s each on a phone): three times the usual budget.
  test.setTimeout(60_000);
  const listed = (await (
    await request.get('/api/guest/channels', { headers: { 'x-site-code': brand.code } })
  ).json()) as ChannelPage;
  const live = listed.items.find((channel) => channel.isLive);
  expect(live, 'the demo seed has a live channel on every brand').toBeDefined();
  if (!live) return;

  const member = newMember(testInfo, 'h');
  await signUpByApi(page.request, brand.code, member);
  const followedRow = page.getByRole('region', { name: ko('home.followedLive'), exact: true });

  // Following nobody yet: the row says so and leads to the member's follows.
  await page.goto('/');
  await expect(followedRow.getByText(ko('home.followedLiveEmpty'), { exact: true })).toBeVisible();
  const followsLink = followedRow.getByRole('link', { name: ko('home.followedList'), exact: true });
  await expect(followsLink).toHaveAttribute('href', '/my');
  await expectTappable(followsLink, ko('home.followedList'));
  await expect(page.getByRole('region', { name: ko('home.recentlyWatched'), exact: true })).toHaveCount(0);
  await expect(bannerStrip(page).getByRole('link', { name: POPULAR_BANNER, exact: true })).toBeVisible();
  await expect(bannerStrip(page).getByRole('link', { name: SIGNUP_BANNER, exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await pageScreenshot(page, testInfo, 'member-home-empty');

  const followed = await page.request.post('/api/my/follows', {
    headers: { 'x-site-code': brand.code },
    data: { channelId: live.channelId },
  });
  expect(followed.ok(), await followed.text()).toBe(true);

  await page.goto('/');
  const card = followedRow.getByRole('article', { name: live.name, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText(ko('home.live'), { exact: true })).toBeVisible();
  await expect(followedRow.getByText(ko('home.followedLiveEmpty'), { exact: true })).toHaveCount(0);
  // Above everyone's channels.
  const rowBox = await followedRow.boundingBox();
  const gridBox = await page.getByRole('list', { name: ko('home.channels'), exact: true }).boundingBox();
  expect(rowBox && gridBox && rowBox.y + rowBox.height <= gridBox.y, 'the followed row is above the channel list').toBe(
    true,
  );
  await expectTappable(card.getByRole('link'), live.name);
  await expectNoSidewaysScroll(page);
  await pageScreenshot(page, testInfo, 'member-home-followed');

  // Watching it puts it under 최근 본 채널 too, once back home by the header's link (no reload).
  const watched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/my/streams/watch');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(`/live/${live.channelId}`);
  expect((await watched).ok()).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: brand.serviceName, exact: true }).click();
  await expect(page).toHaveURL('/');
  const recentRow = page.getByRole('region', { name: ko('home.recentlyWatched'), exact: true });
  await expect(recentRow.getByRole('article', { name: live.name, exact: true })).toBeVisible();
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page);
  await pageScreenshot(page, testInfo, 'member-home-recent');

  // My page lists the follow too; on a 360 px phone in English (언팔로우 is Unfollow, wider), the
  // channel's name beside the button shows whole (it may wrap), not cut off after a few characters.
  const mobile = testInfo.project.name.endsWith('-mobile');
  if (mobile) await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/my');
  await page.getByRole('combobox', { name: ko('nav.language'), exact: true }).selectOption('en');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My page', exact: true })).toBeVisible();
  // The followed channels come before the watched ones.
  const followedName = page.getByRole('main').getByText(live.name, { exact: true }).filter({ visible: true }).first();
  await expect(followedName).toBeVisible();
  const cut = await followedName.evaluate(
    (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  );
  expect(cut, `${live.name} is cut off on my page`).toBe(false);
  await expectNoSidewaysScroll(page);
  await pageScreenshot(page, testInfo, 'member-my-page-followed');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ko');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: ko('member.my.title'), exact: true }),
  ).toBeVisible();
  if (mobile) await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/');

  await logOut(page);
  await expect(followedRow).toHaveCount(0);
  await expect(recentRow).toHaveCount(0);
  await expect(bannerStrip(page).getByRole('link', { name: SIGNUP_BANNER, exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: ko('home.channels'), exact: true })).toBeVisible();
});

test("a visitor's home has no followed row and asks nothing of /api/my", async ({ page }) => {
  const asked = memberRequests(page);
  await page.goto('/');
  await expect(page.getByRole('list', { name: ko('home.channels'), exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.getByRole('region', { name: ko('home.followedLive'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: ko('home.recentlyWatched'), exact: true })).toHaveCount(0);
  await expect(bannerStrip(page).getByRole('link', { name: SIGNUP_BANNER, exact: true })).toHaveAttribute(
    'href',
    '/signup',
  );
  expect(asked).toEqual([]);
});
