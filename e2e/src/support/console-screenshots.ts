// The operator console's screens for a person to look at, at the two widths it is built for
// (desktop 1440 px, tablet 1024 px). Taken only with E2E_SCREENSHOTS=1, like every full-page
// screenshot (page-screenshots.ts); they go to e2e/screenshots/<folder>/, which git ignores.
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { screenshotsWanted } from './page-screenshots';
import { WORKSPACE_ROOT } from './stack-config';

export async function shootConsole(page: Page, folder: string, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: resolve(WORKSPACE_ROOT, 'e2e/screenshots', folder, `${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
