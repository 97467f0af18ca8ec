// The static shell against the app that replaces it, per brand, on a phone and a desktop: the page
// with its JavaScript blocked (the shell alone, as it first paints) and the page once the app has
// drawn the channel list, a screenshot of each, and how far the shared boxes (header, brand name,
// home heading) moved between the two. A box that moves is a layout shift when the app mounts.
// Each page is loaded in Korean (the document's language) and in English (the shell's script
// switches it, as the app does).
// Run: node --import tsx bench/web/shell-check.ts   (after building the brands; BENCH_WEB_BRANDS picks them)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { BENCH } from './config';
import { startStack } from './servers';

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/** The browser's language: Korean, and English, which the shell's script and the app both pick up. */
const LANGUAGES = ['ko-KR', 'en-US'] as const;

const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The boxes the shell draws, found the same way in the shell and in the app. */
const BOXES = {
  header: 'header',
  'brand name': 'header a[href="/"]',
  'account corner': 'header nav > div',
  'home heading': 'main h1',
  'home lead': 'main section p + h1 + p',
  'channels heading': 'main h2',
} as const;

type Box = { x: number; y: number; width: number; height: number } | null;

async function boxes(page: Page): Promise<Record<string, Box>> {
  return page.evaluate((selectors) => {
    const entries = Object.entries(selectors).map(([name, selector]) => {
      const element = document.querySelector(selector);
      if (!element) return [name, null];
      const { x, y, width, height } = element.getBoundingClientRect();
      return [name, { x, y, width, height }];
    });
    return Object.fromEntries(entries) as Record<string, Box>;
  }, BOXES);
}

const moved = (a: Box, b: Box) =>
  a && b ? Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.width - b.width), Math.abs(a.height - b.height)) : NaN;

const outDir = join(BENCH.reportDir, 'shell');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: BENCH.chromePath });
const stack = await startStack(BENCH.brands);
let worst = 0;
try {
  for (const brand of BENCH.brands) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) for (const language of LANGUAGES) {
      const name = `${brand}-${viewportName}-${language}`;
      const context = await browser.newContext({ viewport, locale: language });
      const page = await context.newPage();
      // The shell alone: no module script runs (the inline one in the document still does).
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(stack.webUrl(brand));
      const shell = await boxes(page);
      await page.screenshot({ path: join(outDir, `${name}-shell.png`) });
      await page.unroute('**/assets/*.js');
      await page.goto(stack.webUrl(brand));
      await page.locator('#onair-shell').waitFor({ state: 'detached' });
      await page.locator('main ul li article').first().waitFor({ timeout: 30_000 }).catch(() => undefined);
      const app = await boxes(page);
      await page.screenshot({ path: join(outDir, `${name}-app.png`) });
      const lines = Object.keys(BOXES).map((name) => {
        const distance = moved(shell[name] ?? null, app[name] ?? null);
        if (Number.isFinite(distance)) worst = Math.max(worst, distance);
        return `${name} ${Number.isFinite(distance) ? `${distance.toFixed(1)} px` : 'missing'}`;
      });
      console.log(`${name}: ${lines.join(', ')}`);
      await context.close();
    }
  }
} finally {
  await stack.stop();
  await browser.close();
}
console.log(`largest move between the shell and the app: ${worst.toFixed(1)} px; screenshots in ${outDir}`);
