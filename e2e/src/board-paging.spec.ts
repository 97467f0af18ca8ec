// A channel's board on a phone: the next page opens at its first post, below the site header, and on a
// 360 px phone in English the search box still shows the whole of its placeholder beside the wider filter.
import { COOKIE_NAMES } from '@onair/contracts';
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { expect, ko, test } from './support/fixtures';

test.describe('board paging on a phone', () => {
  test('다음 at the foot of a board page shows the next page from its first post, below the site header', async ({
    page,
    brand,
  }, testInfo) => {
    const owner = newMember(testInfo, 'p');
    await signUpByApi(page.request, brand.code, owner);
    const channelId = await openChannelByApi(page.request, brand.code, `${owner.nickname}의 방송`);
    for (let n = 1; n <= 20; n += 1) {
      const written = await page.request.post('/api/cs/board-write', {
        headers: { 'x-site-code': brand.code },
        multipart: { channelId: String(channelId), title: `페이지 글 ${n}`, content: `내용 ${n}` },
      });
      expect(written.status(), await written.text()).toBe(201);
    }
    await page.goto(`/channel/${channelId}/board`);
    const main = page.getByRole('main');
    const pager = main.getByRole('navigation', { name: ko('channel.pager.label') });
    await pager.scrollIntoViewIfNeeded();
    await pager.getByRole('button', { name: ko('channel.pager.next'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    // Newest first, 10 a page: page 2 opens with the tenth post.
    const first = main.getByRole('link', { name: /페이지 글 10\b/ });
    await expect(first).toBeInViewport();
    const header = await page.getByRole('banner').boundingBox();
    expect((await first.boundingBox())?.y, 'the first post is below the site header').toBeGreaterThanOrEqual(
      header?.height ?? 0,
    );
  });

  test('on a 360 px phone in English the board search box shows its whole placeholder', async ({
    page,
    brand,
  }, testInfo) => {
    const owner = newMember(testInfo, 'q');
    await signUpByApi(page.request, brand.code, owner);
    const channelId = await openChannelByApi(page.request, brand.code, `${owner.nickname}의 방송`);
    await page
      .context()
      .addCookies([{ name: COOKIE_NAMES.locale, value: 'en', url: String(testInfo.project.use.baseURL) }]);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/channel/${channelId}/board`);
    const keyword = page.getByRole('searchbox');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The placeholder's own words, typed, have the room the placeholder has (less the search box's
    // clear button, which Chromium keeps room for even while the box is empty): they must not scroll.
    const placeholder = (await keyword.getAttribute('placeholder')) ?? '';
    expect(placeholder).not.toBe('');
    await keyword.fill(placeholder);
    const hiddenBy = await keyword.evaluate((input) => input.scrollWidth - input.clientWidth);
    expect(hiddenBy, `"${placeholder}" fits its box`).toBeLessThanOrEqual(0);
  });
});
