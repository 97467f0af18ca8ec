// A second browser context for a spec that needs another person (own cookies) next to `page`.
import type { Browser, BrowserContextOptions, TestInfo } from '@playwright/test';

/**
 * The context options of the running project (viewport, device, locale, time zone), so a second
 * person on onair-mobile is on a phone too. `browser.newContext()` alone starts from Playwright's
 * defaults, not from the project's `use`.
 */
export function projectContextOptions(testInfo: TestInfo, baseURL: string): BrowserContextOptions {
  const use = testInfo.project.use;
  return {
    baseURL,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    locale: use.locale,
    timezoneId: use.timezoneId,
  };
}

/** A new context like the project's own, on the same brand app. */
export const newProjectContext = (browser: Browser, testInfo: TestInfo, baseURL: string) =>
  browser.newContext(projectContextOptions(testInfo, baseURL));
