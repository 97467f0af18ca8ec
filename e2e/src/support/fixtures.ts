// The test object every spec uses: the project's brand, the Korean messages, and a guard against page errors.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
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

type Fixtures = {
  brand: BrandConfig;
  /** Uncaught errors and console errors of the page; any at the end of a test fails it. */
  pageErrors: string[];
};

export const test = base.extend<Fixtures, BrandOptions>({
  brandCode: ['onair', { option: true, scope: 'worker' }],
  brand: async ({ brandCode }, use) => {
    await use(BRANDS[brandCode]);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
