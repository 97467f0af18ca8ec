// What several community specs do: keep a screenshot in the report, and bring in a second member.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { signUpByApi, type Member } from './accounts';
import { newProjectContext } from './contexts';

/** The whole page, attached to the test's report. */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** A second signed-up member in their own browser context (own cookies, the project's device), on the same brand app. */
export async function memberInOwnContext(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string,
  brandCode: Parameters<typeof signUpByApi>[1],
  member: Member,
) {
  const context = await newProjectContext(browser, testInfo, baseURL);
  const page = await context.newPage();
  await signUpByApi(page.request, brandCode, member);
  return { page, close: () => context.close() };
}
