// Reporting from where the content is (issue 25): a viewer reports a board post from the post
// itself, never typing its number, and finds the report in 고객센터 › 신고 내역.
import { newMember, signUpByApi } from './support/accounts';
import { shot } from './support/community';
import { expect, ko, test } from './support/fixtures';
import { fill } from './support/messages';

/** The demo streamer's channel, with its seeded board posts. */
const DEMO_CHANNEL = 1;

test('a viewer reports a board post from the post and sees it among their reports', async ({ page, brand }, testInfo) => {
  const viewer = newMember(testInfo, 'p');
  await signUpByApi(page.request, brand.code, viewer);
  const content = `욕설이 담긴 글입니다. e2e ${Date.now().toString(36)}`;

  await page.goto(`/channel/${DEMO_CHANNEL}/board`);
  const main = page.getByRole('main');
  await main.getByRole('list', { name: ko('channel.board.posts') }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/channel/${DEMO_CHANNEL}/board/\\d+$`));
  const boardId = Number(/\/board\/(\d+)$/.exec(page.url())?.[1]);
  const article = main.getByRole('article');
  const title = await article.getByRole('heading').first().innerText();

  // The post's own 신고 (the comments under it have theirs): the first in the article.
  await article.getByRole('button', { name: ko('member.report.button'), exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: ko('member.report.title') });
  await expect(dialog).toContainText(
    fill(ko('member.report.targetFixed'), { kind: ko('member.report.target.board'), name: title.trim() }),
  );
  await expect(dialog.getByLabel(ko('member.report.targetId'))).toHaveCount(0);
  await dialog.getByLabel(ko('member.report.reasonLabel')).selectOption({ label: ko('member.report.reason.abuse') });
  await dialog.getByLabel(ko('member.report.content')).fill(content);
  await dialog.getByRole('button', { name: ko('member.report.submit'), exact: true }).click();
  await expect(page.getByText(ko('member.report.sent'))).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/cs/reports');
  const rowTitle = fill(ko('member.report.rowTitle'), {
    kind: ko('member.report.target.board'),
    id: boardId,
    reason: ko('member.report.reason.abuse'),
  });
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: rowTitle });
  await expect(row).toContainText(ko('member.report.status.received'));
  await row.getByRole('button', { name: new RegExp(rowTitle) }).click();
  await expect(row.getByText(content)).toBeVisible();
  await shot(page, testInfo, 'report filed from a post');
});
