// The console in a browser of its own, signed in through its form as the global setup's super-admin.
import type { Browser, Page } from '@playwright/test';
import { consoleAdmin, freshTotpCode, type ConsoleSpec } from './console-admin';
import { expect } from './fixtures';
import { consoleUrl } from './stack-config';

export async function consoleSignedIn(browser: Browser, spec: ConsoleSpec): Promise<Page> {
  const admin = consoleAdmin(spec);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(consoleUrl());
  await page.getByLabel('아이디').fill(admin.login);
  await page.getByLabel('비밀번호').fill(admin.password);
  await page.getByLabel('인증 코드').fill(await freshTotpCode(admin.otpauthUri));
  await page.getByRole('button', { name: '로그인' }).click();
  // The console's screens load lazily; on a busy two-core machine the first draw can take seconds.
  await expect(page.getByRole('heading', { name: '홈', level: 1 })).toBeVisible({ timeout: 15_000 });
  return page;
}
