// Finding a channel by name on every brand, desktop and phone: the header's box on a wide screen, the
// magnifier and the search page's own box on a phone; the results are this brand's channels as cards
// that lead to the live page, and a search for nothing says so.
import type { Page } from '@playwright/test';
import type { ChannelPage } from '@onair/contracts';
import { expect, ko, test } from './support/fixtures';

/** The search box a visitor of this width types into: the header's, or on a phone the search page's. */
async function searchFor(page: Page, isMobile: boolean, keyword: string) {
  if (isMobile) {
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();
    await page
      .getByRole('banner')
      .getByRole('link', { name: ko('search.open') })
      .click();
    await expect(page.getByRole('heading', { name: ko('search.title') })).toBeVisible();
    const box = page.getByRole('main').getByRole('searchbox', { name: ko('search.keyword') });
    await expect(box).toBeFocused();
    await box.fill(keyword);
    await box.press('Enter');
  } else {
    const box = page.getByRole('banner').getByRole('searchbox', { name: ko('search.keyword') });
    await box.fill(keyword);
    await page
      .getByRole('banner')
      .getByRole('button', { name: ko('search.submit') })
      .click();
  }
}

test('a visitor finds a channel of this brand by part of its name and opens it', async ({
  page,
  request,
  brand,
  isMobile,
}) => {
  const listed = (await (
    await request.get('/api/guest/channels', { headers: { 'x-site-code': brand.code } })
  ).json()) as ChannelPage;
  const wanted = listed.items[0];
  expect(wanted, 'the demo seed has channels on every brand').toBeDefined();
  if (!wanted) return;
  const keyword = wanted.name.slice(0, 3);

  await page.goto('/');
  await searchFor(page, isMobile, keyword);
  await expect(page).toHaveURL(`/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(
    page.getByRole('heading', { name: ko('search.resultsFor').replace('{keyword}', keyword) }),
  ).toBeVisible();
  const results = page.getByRole('list', { name: ko('search.results') });
  const card = results.getByRole('article', { name: wanted.name });
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(`/live/${wanted.channelId}`);
});

test('a search that finds nothing says so, and the box keeps the words to change them', async ({ page, isMobile }) => {
  const keyword = '없는채널검색어';
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByText(ko('search.none').replace('{keyword}', keyword))).toBeVisible();
  await expect(page.getByRole('main').getByRole('searchbox', { name: ko('search.keyword') })).toHaveValue(keyword);
  if (!isMobile) await expect(page.getByRole('banner').getByRole('searchbox')).toHaveValue(keyword);
});
