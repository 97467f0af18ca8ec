// The operator console's enrolment page and its English, against the real API. The whole day of
// staff (invited, enrolled, each seeing only their screens, the audit log) is admin-walk.spec.ts's.
// Desktop only, on one project: the console is one app for every brand. With E2E_SCREENSHOTS=1,
// each screen at 1440 and 1024 px goes to e2e/screenshots/.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { consoleUrl } from './support/stack-config';
import { shootConsole } from './support/console-screenshots';
import { TAGS } from './support/test-tags';

test.use({
  // The console asks GET /api/admin/me at start: 401 until someone signs in.
  expectedHttpErrors: { '/api/admin/me': 401 },
});

const shoot = (page: Page, name: string) => shootConsole(page, 'admin-console', name);

test(`the enrolment page and the English console ${TAGS.desktop}`, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${consoleUrl()}/enrol`);
  await expect(page.getByRole('heading', { name: '인증 앱 등록' })).toBeVisible();
  await shoot(page, 'enrol');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Activate your authenticator' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await shoot(page, 'sign-in-en');
});
