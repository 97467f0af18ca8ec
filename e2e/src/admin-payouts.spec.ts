// Payouts in the operator console (issue 26) against the real API: the demo streamer asks for two
// withdrawals; a finance staff account (invited by the global setup's super-admin) approves them as
// one batch, downloads the bank transfer file and checks its lines, and marks the batch paid; the
// streamer then sees both paid on the earnings page and downloads the month's withholding
// statement. Desktop only, on onair (the console is one app for every brand). Console screens are
// saved at 1440 and 1024 px in e2e/screenshots/admin-payouts/ with E2E_SCREENSHOTS=1.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Download, Page } from '@playwright/test';
import { consoleAdmin, freshTotpCode } from './support/console-admin';
import { shootConsole } from './support/console-screenshots';
import { expect, ko, test } from './support/fixtures';
import { consoleUrl } from './support/stack-config';
import { TAGS } from './support/test-tags';

const DEMO_PASSWORD = 'onair1234!';
const BOM = '\uFEFF';
const shoot = (page: Page, name: string) => shootConsole(page, 'admin-payouts', name);
const textOf = async (download: Download) => readFileSync((await download.path()) ?? '', 'utf8');

async function signInMember(request: APIRequestContext, brand: string, loginId: string) {
  const answer = await request.post('/v2/api/auth/signin', { headers: { 'x-site-code': brand }, data: { loginId, password: DEMO_PASSWORD, loginKeep: false } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A finance account made by the super-admin through the API, enrolled, and signed in to the console in a browser. */
async function financeSignedIn(browser: Browser): Promise<Page> {
  const admin = consoleAdmin('admin-payouts');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR', acceptDownloads: true });
  const page = await context.newPage();
  const api = page.request;
  const signedIn = await api.post(`${consoleUrl()}/api/admin/session`, {
    data: { login: admin.login, password: admin.password, code: await freshTotpCode(admin.otpauthUri) },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const login = `finance.${Date.now().toString(36)}`;
  const invited = await api.post(`${consoleUrl()}/api/admin/staff`, {
    data: { login, displayName: '재무 담당', role: 'finance', brands: ['onair'], reason: 'e2e' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { password, otpauthUri } = (await invited.json()) as { password: string; otpauthUri: string };
  expect((await api.post(`${consoleUrl()}/api/admin/enrolment`, { data: { login, password, code: await freshTotpCode(otpauthUri) } })).status()).toBe(200);
  await api.delete(`${consoleUrl()}/api/admin/session`);
  await context.clearCookies();

  await page.goto(consoleUrl());
  await page.getByLabel('아이디').fill(login);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByLabel('인증 코드').fill(await freshTotpCode(otpauthUri));
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { name: '홈', level: 1 })).toBeVisible();
  return page;
}

test(`finance approves a batch, exports the transfer file, marks it paid; the streamer sees it paid with a statement ${TAGS.desktop}`, async ({
  page,
  brand,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  test.skip(brand.code !== 'onair', 'the console is one app; onair is its brand here');

  // The demo viewer gifts the demo streamer enough for two withdrawals of 10,000.
  const viewer = await browser.newContext();
  await signInMember(viewer.request, brand.code, 'demoviewer');
  await signInMember(page.request, brand.code, 'demobj01');
  const me = (await (await page.request.get('/api/auth/me', { headers: { 'x-site-code': brand.code } })).json()) as { channelId: number | null };
  const channelId = me.channelId ?? 0;
  expect(channelId).toBeGreaterThan(0);
  const gift = await viewer.request.post('/api/luv/gift', {
    headers: { 'x-site-code': brand.code, 'Idempotency-Key': `e2e-payout-gift-${Date.now()}` },
    data: { channelId, amount: 20_000 },
  });
  expect(gift.status(), await gift.text()).toBe(200);
  await viewer.close();

  // The streamer's payout account (the verified name, the password again) and two requests. The
  // same number on every run: a first account is usable at once, and the same one again is no
  // change, whereas a changed account waits 72 hours (docs/money.md) and a retry would meet it.
  const account = '110177770001';
  const bank = await page.request.put('/api/my/banks', {
    headers: { 'x-site-code': brand.code },
    data: { bankCode: '004', bankAccount: account, bankHolderName: '온에어지기', password: DEMO_PASSWORD },
  });
  expect(bank.status(), await bank.text()).toBe(200);
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const asked = await page.request.post('/api/luv/withdraw', {
      headers: { 'x-site-code': brand.code, 'Idempotency-Key': `e2e-payout-${Date.now()}-${n}` },
      data: { amount: 10_000 },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    ids.push(((await asked.json()) as { withdrawId: number }).withdrawId);
  }

  // The streamer's earnings page lists the two as asked for; what it already shows as paid (a retry's
  // first attempt, on the same database) is counted, so the two are told apart from it afterwards.
  await page.goto('/my/earnings');
  const withdrawals = page.getByRole('main').getByRole('listitem');
  const paidRows = withdrawals.filter({ hasText: ko('payments.withdrawal.state.completed') });
  await expect(withdrawals.filter({ hasText: ko('payments.withdrawal.state.requested') })).toHaveCount(2);
  const paidBefore = await paidRows.count();

  const finance = await financeSignedIn(browser);
  try {
    await finance.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '출금 지급' }).click();
    await expect(finance.getByRole('heading', { name: '출금 지급', level: 1 })).toBeVisible();
    // Finance sees the account in full, with the verified name.
    const first = finance.getByRole('row').filter({ hasText: account }).first();
    await expect(first).toContainText('실명 온에어지기');
    await expect(first).toContainText('9,670');
    await shoot(finance, 'queue');
    for (const id of ids) {
      await finance.getByLabel(`출금 ${id} 선택`).check();
    }
    await finance.getByRole('button', { name: '선택한 2건 승인' }).click();
    const approve = finance.getByRole('dialog', { name: '출금 2건 묶음 승인' });
    await expect(approve).toContainText('19,340원');
    await approve.getByRole('button', { name: '승인', exact: true }).click();
    await expect(finance.getByText(/^묶음 #\d+을 승인했습니다\.$/)).toBeVisible();

    const batchRow = finance.getByRole('table', { name: '지급 묶음' }).getByRole('row').filter({ hasText: '이체 대기' }).first();
    await expect(batchRow).toContainText('19,340');
    // From the first cell alone: the row's text runs the batch number into the date after it.
    const batchId = Number(/#(\d+)/.exec((await batchRow.getByRole('cell').first().textContent()) ?? '')?.[1]);
    const downloading = finance.waitForEvent('download');
    await batchRow.getByRole('button', { name: `묶음 #${batchId} 이체 파일 내려받기` }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^onair-payout-batch-${batchId}-\\d{8}\\.csv$`));
    const lines = (await textOf(file)).split('\r\n');
    expect(lines[0]).toBe(`${BOM}순번,은행코드,은행명,계좌번호,예금주,이체금액,받는분통장표시,출금신청번호`);
    expect(lines.slice(1, 3)).toEqual([
      `1,004,KB국민은행,${account},온에어지기,9670,온에어,${ids[0]}`,
      `2,004,KB국민은행,${account},온에어지기,9670,온에어,${ids[1]}`,
    ]);
    await testInfo.attach('transfer file', { body: lines.join('\n'), contentType: 'text/plain' });

    await batchRow.getByRole('button', { name: `묶음 #${batchId} 지급 완료 처리` }).click();
    const pay = finance.getByRole('dialog', { name: `묶음 #${batchId} 지급 완료` });
    await pay.getByRole('button', { name: '지급 완료 처리', exact: true }).click();
    await expect(finance.getByText(`묶음 #${batchId}을 지급 완료로 처리했습니다.`)).toBeVisible();
    await finance.getByRole('tab', { name: '지급 완료' }).click();
    await expect(finance.getByRole('row').filter({ hasText: `묶음 #${batchId}` })).toHaveCount(2 + 1);
    await shoot(finance, 'paid');
  } finally {
    await finance.context().close();
  }

  // The streamer sees both paid, and the month's statement holds them.
  await page.reload();
  const main = page.getByRole('main');
  await expect(paidRows).toHaveCount(paidBefore + 2);
  await expect(withdrawals.filter({ hasText: ko('payments.withdrawal.state.requested') })).toHaveCount(0);
  const statement = main.getByRole('region', { name: ko('payments.statement.title') });
  const downloading = page.waitForEvent('download');
  await statement.getByRole('button', { name: ko('payments.statement.monthly') }).click();
  const csv = (await textOf(await downloading)).split('\r\n');
  expect(csv[0]).toBe(`${BOM}출금신청번호,지급일시,출금액,수수료,원천징수세액,실지급액`);
  for (const id of ids) expect(csv.some((line) => line.startsWith(`${id},`) && line.endsWith(',10000,0,330,9670'))).toBe(true);
  expect(csv.find((line) => line.startsWith('합계,'))).toMatch(/^합계,,\d+,0,\d+,\d+$/);
  await testInfo.attach('earnings', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
});
