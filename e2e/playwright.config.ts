import { defineConfig, devices, type Project } from '@playwright/test';
import type { BrandOptions } from './src/support/fixtures';
import { BRAND_CODES, webUrl } from './src/support/stack-config';
import { selectionFor, type Viewport } from './src/support/test-tags';

const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  // A Pixel 7: its real screen is 412×915 CSS pixels.
  mobile: { ...devices['Pixel 7'], viewport: { width: 412, height: 915 } },
} satisfies Record<Viewport, Project['use']>;

/**
 * One project per brand and viewport, e.g. onair-desktop, onair-mobile; each against its brand's
 * preview server, running the tests its tags select (src/support/test-tags.ts).
 */
const projects: Project<BrandOptions>[] = BRAND_CODES.flatMap((brandCode) =>
  (Object.entries(viewports) as [Viewport, Project['use']][]).map(([viewport, use]) => ({
    name: `${brandCode}-${viewport}`,
    use: { ...use, brandCode, baseURL: webUrl(brandCode) },
    ...selectionFor(brandCode, viewport),
  })),
);

export default defineConfig<BrandOptions>({
  testDir: './src',
  outputDir: './test-results',
  globalSetup: './src/global-setup.ts',
  // One Chromium at a time: the machines have 2 cores and the stack itself needs them too.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  retries: process.env['CI'] ? 1 : 0,
  // CI's machine has run the same tests at half this machine's speed (README, "How long npm test
  // takes"): there a page's first draw may pass 5 s. The waits only grow for a test about to fail.
  timeout: process.env['CI'] ? 40_000 : 20_000,
  expect: { timeout: process.env['CI'] ? 10_000 : 5_000 },
  reporter: [['list'], ['json', { outputFile: './test-results/results.json' }]],
  use: {
    headless: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects,
});
