// The member pages on a phone: every control a member taps in the message box, the block list, the
// my page settings and the customer-service tabs is at least 40 px both ways (the message flow
// itself is in community.spec.ts). And an open message is a history entry, as in a mail app: the
// back button closes it, and a link to it opens it.
import type { Locator, Page } from '@playwright/test';
import { newMember, signUpByApi } from './support/accounts';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';
import { fill } from './support/messages';
import { expectTappable } from './support/tap-targets';

/** The area a tap lands on: a checkbox's whole label when it has one, else the element itself. */
async function tapTarget(control: Locator): Promise<Locator> {
  const label = control.locator('xpath=ancestor::label[1]');
  return (await label.count()) > 0 ? label : control;
}

/** Every match is on the page and finger-sized (a locator here may match several controls). */
async function expectFingerSized(controls: Locator, what: string) {
  await expect(controls.first(), `${what} on the page`).toBeVisible();
  const count = await controls.count();
  for (let index = 0; index < count; index += 1) {
    await expectTappable(await tapTarget(controls.nth(index)), `${what} #${index}`);
  }
}

const main = (page: Page) => page.getByRole('main');

test.describe('member pages on a phone', { tag: '@phone' }, () => {
  test(
    'the message box, its rows, the header envelope and the block list are finger-sized',
    { tag: '@needs-messages' },
    async ({ page, browser, brand, baseURL }, testInfo) => {
      const sender = newMember(testInfo, 'm');
      const reader = newMember(testInfo, 'r');
      const other = await newProjectContext(browser, testInfo, baseURL ?? '');
      try {
        await signUpByApi((await other.newPage()).request, brand.code, sender);
        await signUpByApi(page.request, brand.code, reader);
        const sent = await other.request.post('/api/my/messages', {
          headers: { 'x-site-code': brand.code },
          data: { loginId: reader.loginId, content: '안녕하세요' },
        });
        expect(sent.status()).toBe(201);
        const blocked = await page.request.post('/api/my/messages/blocks', {
          headers: { 'x-site-code': brand.code },
          data: { targetId: sender.loginId },
        });
        expect(blocked.ok()).toBe(true);
      } finally {
        await other.close();
      }

      await page.goto('/my/messages');
      const box = main(page).getByRole('list', { name: ko('member.messages.received') });
      await expect(box.getByRole('listitem')).toHaveCount(1);
      await expectFingerSized(
        page.getByRole('banner').getByRole('link', { name: fill(ko('member.nav.messagesUnread'), { count: 1 }) }),
        'header envelope',
      );
      await expectFingerSized(main(page).getByRole('checkbox', { name: ko('member.messages.selectAll') }), '전체 선택');
      await expectFingerSized(
        main(page).getByRole('button', { name: fill(ko('member.messages.deleteSelected'), { count: 0 }) }),
        '선택 삭제',
      );
      await expectFingerSized(box.getByRole('checkbox'), 'row tick box');
      await expectFingerSized(box.getByRole('button'), 'row');

      // A thumb beside the 16 px square, inside its label, still ticks it.
      const tick = box.getByRole('checkbox');
      const square = await tick.boundingBox();
      if (!square) throw new Error('the row tick box is not on screen');
      await page.mouse.click(square.x - 8, square.y + square.height / 2);
      await expect(tick).toBeChecked();

      await page.getByRole('tab', { name: ko('member.messages.blocks') }).click();
      await expectFingerSized(
        main(page).getByRole('button', {
          name: fill(ko('member.messages.unblockNamed'), { nickname: sender.nickname }),
        }),
        '차단 해제',
      );
    },
  );

  test('my page settings and links, and the customer-service tabs, are finger-sized', async ({
    page,
    brand,
  }, testInfo) => {
    await signUpByApi(page.request, brand.code, newMember(testInfo, 'p'));
    await page.goto('/my');
    await expect(main(page).getByRole('checkbox', { name: ko('member.my.notifyLive') })).toBeVisible();
    await expectFingerSized(main(page).getByRole('checkbox'), 'setting');
    await expectFingerSized(main(page).getByRole('link', { name: ko('member.my.browseLive') }), '라이브 방송 둘러보기');

    await page.goto('/cs/inquiries');
    await expect(main(page).getByRole('tab', { name: ko('member.cs.inquiries') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectFingerSized(main(page).getByRole('tab'), 'customer-service tab');
  });
});

test(
  'an opened message is closed by the back button, and a link to it opens it',
  { tag: '@needs-messages' },
  async ({ page, browser, brand, baseURL }, testInfo) => {
    const sender = newMember(testInfo, 'hs');
    const reader = newMember(testInfo, 'hr');
    const content = `뒤로 가기 ${Date.now().toString(36)}`;
    const other = await newProjectContext(browser, testInfo, baseURL ?? '');
    try {
      await signUpByApi((await other.newPage()).request, brand.code, sender);
      await signUpByApi(page.request, brand.code, reader);
      const sent = await other.request.post('/api/my/messages', {
        headers: { 'x-site-code': brand.code },
        data: { loginId: reader.loginId, content },
      });
      expect(sent.status()).toBe(201);
    } finally {
      await other.close();
    }

    await page.goto('/my/messages');
    const box = main(page).getByRole('list', { name: ko('member.messages.received') });
    await box.getByRole('button').filter({ hasText: content }).click();
    const dialog = page.getByRole('dialog', { name: ko('member.messages.receivedMessage') });
    await expect(dialog.getByText(content, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/my\/messages\?msg=\d+$/);
    const messageUrl = page.url();

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/my\/messages$/);
    await expect(box.getByRole('button').filter({ hasText: content })).toBeVisible();

    await page.goto(messageUrl);
    await expect(dialog.getByText(content, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: ko('common.close'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/my\/messages$/);
  },
);
