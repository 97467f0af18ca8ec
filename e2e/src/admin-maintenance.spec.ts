// Maintenance per brand (issue 27) against the real API: the console's super-admin puts mint alone
// into maintenance from now, with a reason; a mint visitor lands on mint's notice page with that
// reason while onair goes on serving its home, and the staff member keeps working in the console;
// ended early, mint serves its home again. Desktop only, on one project: the console is one app.
import { LIMITS } from '@onair/contracts';
import { consoleSignedIn } from './support/console-session';
import { expect, ko, test, withoutHomePopup } from './support/fixtures';
import { consoleUrl, webUrl } from './support/stack-config';
import { shootConsole } from './support/console-screenshots';
import { TAGS } from './support/test-tags';

const MINUTE_MS = 60_000;
const KST_OFFSET_MS = 9 * 60 * MINUTE_MS;
/** A datetime-local value as the console's fields take it: Korean time, to the minute. */
const koreanMinute = (ms: number) => new Date(ms + KST_OFFSET_MS).toISOString().slice(0, 16);

test(`a window on mint closes mint alone, with its notice, until staff end it early ${TAGS.desktop}`, async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const reason = `결제 서버 증설 ${Date.now().toString(36)}`;
  const desk = await consoleSignedIn(browser, 'admin-maintenance');
  const mint = await (await withoutHomePopup(await browser.newContext({ locale: 'ko-KR' }))).newPage();
  const windowRow = desk.getByRole('row').filter({ hasText: reason });
  try {
    await desk.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '서비스 점검' }).click();
    await expect(desk.getByRole('heading', { name: '서비스 점검', level: 1 })).toBeVisible();
    await desk.getByRole('checkbox', { name: 'mint', exact: true }).check();
    // From the minute already begun, so the window is in force at once, for half an hour.
    await desk.getByLabel('시작 (한국 시간)').fill(koreanMinute(Date.now()));
    await desk.getByLabel('종료 (한국 시간)').fill(koreanMinute(Date.now() + 30 * MINUTE_MS));
    await desk.getByLabel('점검 사유').fill(reason);
    // Beside the form, the notice mint's visitors will read, with the reason.
    await expect(desk.getByRole('figure', { name: '민트라이브 안내 페이지' })).toContainText(reason);
    await shootConsole(desk, 'admin-maintenance', 'schedule');
    await desk.getByRole('button', { name: '점검 예약' }).click();
    await expect(windowRow).toContainText('점검 중');
    await expect(windowRow).toContainText('mint');

    // mint's visitor lands on mint's notice with the reason (the API reads windows at most 3 s old).
    await expect(async () => {
      await mint.goto(webUrl('mint'));
      await expect(mint).toHaveURL(/\/notices\/maintenance$/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const notice = mint.getByRole('main');
    await expect(notice.getByRole('heading', { name: ko('maintenance.title') })).toBeVisible();
    await expect(notice).toContainText(reason);

    // onair, meanwhile, serves its home as ever, and the console goes on answering.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: ko('home.suggested') }).first()).toBeVisible();
    await expect(page).not.toHaveURL(/maintenance/);
    await desk.reload();
    await expect(windowRow).toContainText('점검 중');

    // Ended early, with a reason: mint serves its home again within seconds.
    await windowRow.getByRole('button', { name: '조기 종료' }).click();
    const end = desk.getByRole('dialog', { name: 'mint 점검 종료' });
    await end.getByLabel('사유').fill('작업이 일찍 끝났습니다.');
    await end.getByRole('button', { name: '다음' }).click();
    await expect(end).toContainText('mint의 점검을 지금 종료합니다.');
    // The action takes 다음's place: a click within the button's double-click guard would be dropped.
    await desk.waitForTimeout(LIMITS.doubleClickGuardMs);
    await end.getByRole('button', { name: '점검 종료', exact: true }).click();
    await expect(end).toBeHidden();
    await expect(windowRow).toContainText('종료됨');
    await expect(async () => {
      await mint.goto(webUrl('mint'));
      await expect(mint.getByRole('heading', { name: ko('home.suggested') }).first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(mint).not.toHaveURL(/maintenance/);
  } finally {
    // A window left open would close mint for every later test of the run.
    if (await windowRow.getByRole('button', { name: '조기 종료' }).isVisible().catch(() => false)) {
      const api = desk.request;
      const windows = (await (await api.get(`${consoleUrl()}/api/admin/maintenance`)).json()) as {
        windows: { id: number; reason: string; state: string }[];
      };
      for (const open of windows.windows.filter((each) => each.reason === reason && each.state !== 'ended'))
        await api.post(`${consoleUrl()}/api/admin/maintenance/${open.id}/end`, { data: { reason: 'e2e 정리' } });
    }
    await mint.context().close();
    await desk.context().close();
  }
});
