// The operator console's customer service desk (issue 25) against the real API: a member files a
// report and asks to change its payout account; the console's super-admin (who holds the moderator
// and support routes) dismisses the report and refuses the change (the bankbook copy seen), each
// with a reason; the member then reads both decisions. An inquiry answered by a support account is
// admin-walk.spec.ts's. Desktop only, on one project (the console is one app for every brand). Each
// console screen is saved at 1440 and 1024 px wide in e2e/screenshots/admin-reports/ (git-ignored),
// for a person to look at.
import type { Page } from '@playwright/test';
import { newMember, signUpByApi } from './support/accounts';
import { consoleSignedIn } from './support/console-session';
import { expect, ko, test } from './support/fixtures';
import { fill } from './support/messages';
import { pngBytes } from './support/png';
import { shootConsole } from './support/console-screenshots';
import { TAGS } from './support/test-tags';

type ChannelPage = { items: { channelId: number }[] };

const shoot = (page: Page, name: string) => shootConsole(page, 'admin-reports', name);

test(`a report is dismissed and an account change refused; the member sees both ${TAGS.desktop}`, async ({
  page,
  brand,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = newMember(testInfo, 'q');
  await signUpByApi(page.request, brand.code, member);
  const stamp = Date.now().toString(36);
  // The member reports a channel of its brand.
  const channels = (await (
    await page.request.get('/api/guest/channels', { headers: { 'x-site-code': brand.code } })
  ).json()) as ChannelPage;
  const channelId = channels.items[0]?.channelId ?? 0;
  expect(channelId).toBeGreaterThan(0);
  const reportNote = `방송 제목이 광고입니다. ${stamp}`;
  const filed = await page.request.post('/api/cs/declaration-post', {
    headers: { 'x-site-code': brand.code },
    multipart: { targetType: 'channel', targetId: String(channelId), reason: '3', content: reportNote },
  });
  expect(filed.status(), await filed.text()).toBe(201);

  // And asks to change its payout account, with a bankbook copy.
  const asked = await page.request.post('/api/cs/accountChange', {
    headers: { 'x-site-code': brand.code },
    multipart: {
      bank_code: '088',
      bank_account: '110123456789',
      bank_holder_name: member.nickname,
      bankbook: { name: 'bankbook.png', mimeType: 'image/png', buffer: pngBytes(480, 300) },
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const staff = await consoleSignedIn(browser, 'admin-reports');
  try {
    await staff.getByRole('combobox', { name: '브랜드' }).selectOption(brand.code);
    const nav = staff.getByRole('navigation', { name: '콘솔 메뉴' });

    // 신고: the channel report, dismissed with a reason.
    await nav.getByRole('link', { name: '신고' }).click();
    await shoot(staff, 'reports');
    await staff.getByLabel('신고 대상').selectOption('channel');
    await expect(staff).toHaveURL(/targetType=channel/);
    const report = staff.getByRole('row').filter({ hasText: member.nickname });
    await report.getByRole('button', { name: /^신고 \d+ 보기$/ }).click();
    const detail = staff.getByRole('dialog', { name: /^신고 #\d+$/ });
    await expect(detail.getByText(reportNote)).toBeVisible();
    await expect(detail).toContainText(`채널 ${channelId}`);
    await shoot(staff, 'report-open');
    await detail.getByRole('button', { name: '기각' }).click();
    const confirm = staff.getByRole('dialog', { name: /기각$/ }).last();
    await confirm.getByLabel('사유').fill('운영 정책 위반이 확인되지 않았습니다.');
    await shoot(staff, 'report-dismiss');
    await confirm.getByRole('button', { name: '기각' }).click();
    await expect(detail.getByText('처리가 끝난 신고입니다.')).toBeVisible();
    // A second decision is refused by the API: the detail offers none any more.
    await expect(detail.getByRole('button', { name: '기각' })).toHaveCount(0);
    await detail.getByRole('button', { name: '닫기' }).click();

    // 계좌 변경: the bankbook copy beside the requested account, then a refusal with a reason.
    await nav.getByRole('link', { name: '계좌 변경' }).click();
    const change = staff.getByRole('row').filter({ hasText: member.nickname });
    await expect(change).toContainText('신한은행 110123456789');
    await shoot(staff, 'account-changes');
    await change.getByRole('button', { name: `${member.nickname} 통장 사본 보기` }).click();
    const bankbook = staff.getByRole('dialog', { name: `${member.nickname}님의 통장 사본` });
    await expect(bankbook.getByRole('img', { name: 'bankbook.png' })).toBeVisible();
    await shoot(staff, 'account-change-bankbook');
    await staff.keyboard.press('Escape');
    await change.getByRole('button', { name: `${member.nickname} 계좌 변경 거절` }).click();
    const refusal = staff.getByRole('dialog', { name: `${member.nickname}님의 계좌 변경 거절` });
    await refusal.getByLabel('사유').fill('통장 사본의 예금주가 다릅니다.');
    await shoot(staff, 'account-change-refuse');
    await refusal.getByRole('button', { name: '거절' }).click();
    await expect(change).toHaveCount(0);
    await staff.getByRole('tab', { name: '거절' }).click();
    await expect(staff.getByRole('row').filter({ hasText: member.nickname })).toContainText(
      '통장 사본의 예금주가 다릅니다.',
    );
  } finally {
    await staff.context().close();
  }

  // The member reads the decisions.
  await page.goto('/cs/reports');
  const main = page.getByRole('main');
  const reportTitle = fill(ko('member.report.rowTitle'), {
    kind: ko('member.report.target.channel'),
    id: channelId,
    reason: ko('member.report.reason.spam'),
  });
  const mineReport = main.getByRole('listitem').filter({ hasText: reportTitle });
  await expect(mineReport).toContainText(ko('member.report.status.dismissed'));
  await mineReport.getByRole('button', { name: new RegExp(reportTitle) }).click();
  await expect(mineReport).toContainText('운영 정책 위반이 확인되지 않았습니다.');

  const request = (await (
    await page.request.get('/api/cs/accountChange', { headers: { 'x-site-code': brand.code } })
  ).json()) as { status: string; decisionReason: string | null } | null;
  expect(request).toMatchObject({ status: 'rejected', decisionReason: '통장 사본의 예금주가 다릅니다.' });
});
