/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
// Members among themselves in real browsers (issue 7; SPEC section 7): messages between two members
// and a block, and a report with an attachment.
import type { Page } from '@playwright/test';
import { MESSAGE_MESSAGES, type ChannelPage } from '@onair/contracts';
import { newMember, signUpByApi } from './support/accounts';
import { memberInOwnContext, shot } from './support/community';
import { expect, ko, test } from './support/fixtures';
import { fill } from './support/messages';
import { writeTempPng } from './support/png';

test.describe('messages between members', () => {
  // The blocked member's send is refused on purpose with 403 on POST /api/my/messages.
  test.use({ expectedHttpErrors: { '/api/my/messages': 403 } });

  test(
    'two members exchange messages; after a block the blocked one is refused with the API’s message',
    { tag: '@needs-messages' },
    async ({ page, brand, browser, baseURL }, testInfo) => {
      const [first, second] = [newMember(testInfo, 'm'), newMember(testInfo, 'r')];
      await signUpByApi(page.request, brand.code, first);
      const other = await memberInOwnContext(browser, testInfo, baseURL!, brand.code, second);
      const compose = async (sender: Page, to: string | null, content: string) => {
        const dialog = sender.getByRole('dialog', { name: ko('member.messages.compose') });
        if (to !== null) {
          await sender
            .getByRole('main')
            .getByRole('button', { name: ko('member.messages.compose'), exact: true })
            .click();
          await dialog.getByLabel(ko('member.messages.recipient')).fill(to);
        }
        await dialog.getByLabel(ko('member.messages.content'), { exact: true }).fill(content);
        await dialog.getByRole('button', { name: ko('member.messages.send'), exact: true }).click();
        return dialog;
      };
      try {
        const hello = `안녕하세요! e2e ${Date.now().toString(36)}`;
        await page.goto('/my/messages');
        await expect(page.getByRole('heading', { name: ko('member.messages.title') })).toBeVisible();
        const sent = await compose(page, second.loginId, hello);
        await expect(
          page.getByText(fill(ko('member.messages.sentToast'), { nickname: second.nickname })),
        ).toBeVisible();
        await expect(sent).toBeHidden();

        // The other member sees it unread, with the count on the tab, opens it and replies.
        const them = other.page;
        await them.goto('/my/messages');
        await expect(
          them.getByRole('tab', { name: fill(ko('member.messages.receivedWithCount'), { count: 1 }) }),
        ).toBeVisible();
        const row = them.getByRole('listitem').filter({ hasText: hello });
        await expect(row).toContainText(ko('member.messages.unread'));
        await expect(row).toContainText(
          fill(ko('member.messages.who'), { nickname: first.nickname, loginId: first.loginId }),
        );
        await row.getByRole('button').filter({ hasText: hello }).click();
        const opened = them.getByRole('dialog', { name: ko('member.messages.receivedMessage') });
        await expect(opened.getByText(hello)).toBeVisible();
        await opened.getByRole('button', { name: ko('member.messages.reply'), exact: true }).click();
        const replyDialog = them.getByRole('dialog', { name: ko('member.messages.compose') });
        await expect(replyDialog.getByLabel(ko('member.messages.recipient'))).toHaveValue(first.loginId);
        const reply = `반가워요 e2e ${Date.now().toString(36)}`;
        await compose(them, null, reply);
        await expect(them.getByText(fill(ko('member.messages.sentToast'), { nickname: first.nickname }))).toBeVisible();
        await expect(them.getByRole('tab', { name: ko('member.messages.received'), exact: true })).toBeVisible();
        await expect(row).not.toContainText(ko('member.messages.unread'));
        await expect(row).toContainText(ko('member.messages.read'));

        await page.reload();
        await expect(page.getByRole('listitem').filter({ hasText: reply })).toContainText(ko('member.messages.unread'));
        await shot(page, testInfo, 'messages page');

        // The other member blocks the first; the first one's next message is refused with the API's words.
        await row.getByRole('button').filter({ hasText: hello }).click();
        await opened.getByRole('button', { name: ko('member.messages.block'), exact: true }).click();
        await expect(them.getByText(fill(ko('member.messages.blocked'), { nickname: first.nickname }))).toBeVisible();
        const refused = await compose(page, second.loginId, `차단 뒤에 ${Date.now().toString(36)}`);
        await expect(refused.getByText(MESSAGE_MESSAGES.blockedByRecipient, { exact: true })).toBeVisible();
        await shot(page, testInfo, 'blocked send');
      } finally {
        await other.close();
      }
    },
  );
});

test.describe('customer service', () => {
  test('a viewer files a report with an attachment and sees it in their list', async ({ page, brand }, testInfo) => {
    const viewer = newMember(testInfo, 'd');
    await signUpByApi(page.request, brand.code, viewer);
    const evidence = writeTempPng('evidence.png', 320, 180);
    const content = `채팅에서 광고 링크를 반복해서 올립니다. e2e ${Date.now().toString(36)}`;
    // A channel of this brand: another brand's (or none) is refused as a target (docs/permissions.md).
    const channels = (await (await page.request.get('/api/guest/channels', { headers: { 'x-site-code': brand.code } })).json()) as ChannelPage;
    const channelId = channels.items[0]!.channelId;

    await page.goto('/cs/reports');
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: ko('member.cs.reports'), selected: true })).toBeVisible();
    await expect(main.getByText(ko('member.report.empty'))).toBeVisible();
    await main.getByRole('button', { name: ko('member.report.title'), exact: true }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(ko('member.report.targetType')).selectOption({ label: ko('member.report.target.channel') });
    await dialog.getByLabel(ko('member.report.targetId')).fill(String(channelId));
    await dialog.getByLabel(ko('member.report.reasonLabel')).selectOption({ label: ko('member.report.reason.spam') });
    await dialog.getByLabel(ko('member.report.content')).fill(content);
    await dialog.getByLabel(ko('member.cs.attachments')).setInputFiles(evidence);
    await expect(dialog.getByRole('list', { name: ko('member.file.chosen') })).toContainText('evidence.png');
    await dialog.getByRole('button', { name: ko('member.report.submit'), exact: true }).click();

    await expect(page.getByText(ko('member.report.sent'))).toBeVisible();
    await expect(dialog).toBeHidden();
    const title = fill(ko('member.report.rowTitle'), {
      kind: ko('member.report.target.channel'),
      id: channelId,
      reason: ko('member.report.reason.spam'),
    });
    const row = main.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText(ko('member.report.status.received'));
    await row.getByRole('button', { name: new RegExp(title) }).click();
    await expect(row.getByText(content)).toBeVisible();
    await expect(row.getByRole('link', { name: 'evidence.png' })).toBeVisible();
    await shot(page, testInfo, 'cs reports list');
  });
});
