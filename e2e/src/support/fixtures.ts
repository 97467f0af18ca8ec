// The test object every spec uses: the project's brand, the Korean messages, and a guard against page errors.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { BRANDS, type BrandCode, type BrandConfig } from '@onair/brand';
import { WORKSPACE_ROOT } from './stack-config';

/**
 * The ko bundle the app ships. Read from disk rather than imported: @onair/i18n is a web-scope
 * library (e2e may only import shared libraries), and this keeps assertions on the real strings.
 */
const koMessages: Record<string, string> = JSON.parse(
  readFileSync(resolve(WORKSPACE_ROOT, 'libs/i18n/src/locales/ko/common.json'), 'utf8'),
);

/** A ko message by key; an unknown key fails the test instead of asserting on `undefined`. */
export function ko(key: string): string {
  const message = koMessages[key];
  if (message === undefined) throw new Error(`No ko message "${key}" in libs/i18n/src/locales/ko/common.json`);
  return message;
}

export type BrandOptions = {
  /** Set by each Playwright project; the brand whose preview server is the project's baseURL. */
  brandCode: BrandCode;
};

/**
 * HTTP error answers a spec provokes on purpose (a wrong password's 401, the 401 that starts a
 * refresh), as path → status, e.g. `{ '/v2/api/auth/signin': 401 }`. Chromium logs every 4xx/5xx
 * resource as console.error "Failed to load resource: …"; only that message, for that path and
 * that status, is let through. (A record, not an array: Playwright would read a two-element array
 * given to test.use() as a fixture tuple.)
 */
export type ExpectedHttpErrors = Readonly<Record<string, number>>;

type Fixtures = {
  brand: BrandConfig;
  /**
   * Set with test.use() in the spec (or describe) that provokes the errors, never globally, and
   * each entry with a comment saying why. Empty by default: every console error fails the test.
   */
  expectedHttpErrors: ExpectedHttpErrors;
  /** Uncaught errors and console errors of the page; any at the end of a test fails it. */
  pageErrors: string[];
  /**
   * Whether the home page's operator popup may open. Off by default: it opens whenever the home's
   * list answers, so it would race with whatever a spec clicks first, as a person who already
   * closed it in this tab sees the site. A spec about the popup turns it on.
   */
  homePopup: boolean;
};

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

/** Whether a console error is Chromium's report of one of the expected HTTP answers. */
function isExpectedHttpError(text: string, url: string, expected: ExpectedHttpErrors): boolean {
  const status = FAILED_RESOURCE.exec(text)?.[1];
  if (!status || !url) return false;
  return expected[new URL(url).pathname] === Number(status);
}

/** A context a test opens itself sees the site, not the home's operator popup, as the fixture's does. */
export async function withoutHomePopup(context: BrowserContext): Promise<BrowserContext> {
  // The same mark 닫기 leaves in the tab (libs/channel popupDismissal.ts).
  await context.addInitScript(() => window.sessionStorage.setItem('onair.popup.doneThisSession', '1'));
  return context;
}

export const test = base.extend<Fixtures, BrandOptions>({
  brandCode: ['onair', { option: true, scope: 'worker' }],
  brand: async ({ brandCode }, use) => {
    await use(BRANDS[brandCode]);
  },
  expectedHttpErrors: [{}, { option: true }],
  homePopup: [false, { option: true }],
  context: async ({ context, homePopup }, use) => {
    if (!homePopup) await withoutHomePopup(context);
    // Anything the Content-Security-Policy blocks (tools/vite/security-headers.ts) becomes a console
    // error, which pageErrors below turns into a failed test, whatever Chromium itself logs for it.
    await context.addInitScript(() =>
      document.addEventListener(
        'securitypolicyviolation',
        (event) =>
          console.error(
            `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script or style'} (${event.sourceFile || document.location.pathname}:${event.lineNumber})`,
          ),
        true,
      ),
    );
    await use(context);
  },
  pageErrors: [
    async ({ page, expectedHttpErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (isExpectedHttpError(message.text(), message.location().url, expectedHttpErrors)) return;
        errors.push(`console.error: ${message.text()} (${message.location().url || 'no url'})`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
