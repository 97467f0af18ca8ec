// A board closed to member posts (write_access 'owner') after a member wrote there: opening the edit
// address of their own post tells them the board is closed, not that the post is someone else's.
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { memberInOwnContext, shot } from './support/community';
import { expect, ko, test } from './support/fixtures';

test.describe('a board closed to member posts', () => {
  test('its author opening the edit page of an own post reads that the board is closed', async ({
    page,
    browser,
    brand,
    baseURL,
  }, testInfo) => {
    const owner = newMember(testInfo, 'c');
    await signUpByApi(page.request, brand.code, owner);
    const channelId = await openChannelByApi(page.request, brand.code, `${owner.nickname}의 방송`);
    const author = await memberInOwnContext(browser, testInfo, baseURL ?? '', brand.code, newMember(testInfo, 'a'));
    try {
      const written = await author.page.request.post('/api/cs/board-write', {
        headers: { 'x-site-code': brand.code },
        multipart: { channelId: String(channelId), title: '열려 있을 때 쓴 글', content: '내용' },
      });
      expect(written.status(), await written.text()).toBe(201);
      const { boardId } = (await written.json()) as { boardId: number };
      const closed = await page.request.put('/api/cs/board-setting', {
        headers: { 'x-site-code': brand.code },
        data: { channelId, writeAccess: 'owner' },
      });
      expect(closed.status(), await closed.text()).toBe(200);

      await author.page.goto(`/channel/${channelId}/board/${boardId}/edit`);
      const main = author.page.getByRole('main');
      await expect(main.getByText(ko('channel.board.editClosed'), { exact: true })).toBeVisible();
      await expect(main.getByText(ko('apiError.permission.authorOnly'))).toHaveCount(0);
      await expect(main.getByRole('heading', { name: ko('channel.board.editTitle') })).toHaveCount(0);
      await shot(author.page, testInfo, 'the edit page of an own post on a closed board');
    } finally {
      await author.close();
    }
  });
});
