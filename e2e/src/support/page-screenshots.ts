// Full-page screenshots kept for a person to look at; no test compares them. A full phone page
// takes about 4 s to capture, so a run takes them only when asked (E2E_SCREENSHOTS=1). A failed
// test's screenshot and trace are kept either way (playwright.config.ts).
import type { Page, TestInfo } from '@playwright/test';

export const screenshotsWanted = () => process.env['E2E_SCREENSHOTS'] === '1';

/** Saves the whole page under the test's output as `<name>.png` and attaches it to the report, when asked. */
export async function pageScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
