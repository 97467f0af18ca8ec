// What the web benchmark measures and against which goals. Knobs come from the environment
// (bench/README.md lists them), so a quick run can skip the build or Lighthouse.
import { resolve } from 'node:path';

export const WORKSPACE_ROOT = resolve(import.meta.dirname, '../..');

export const BRANDS = ['onair', 'bellcast', 'mint', 'nova'] as const;
export type Brand = (typeof BRANDS)[number];

export const GOALS = {
  /** Initial JavaScript of the home page, gzip, in kB (1 kB = 1,000 bytes, as Vite reports sizes). */
  initialJsGzipKb: 150,
  performance: 95,
  accessibility: 95,
  /** The live page (a live channel playing the test stream, with its chat): issue 30. */
  livePerformance: 90,
} as const;

export const PAGES = ['home', 'live'] as const;
export type Page = (typeof PAGES)[number];

/** Parts of the client that must never be in the initial JavaScript, by the source paths they come from. */
export const MUST_BE_LAZY: { part: string; sources: RegExp }[] = [
  { part: 'player', sources: /libs\/player\/src\/|node_modules\/(hls\.js|mpegts\.js|amazon-ivs-player)\// },
  { part: 'payments', sources: /libs\/payments\/src\// },
  { part: 'auth', sources: /libs\/auth\/src\// },
  { part: 'captcha (altcha)', sources: /node_modules\/altcha\// },
];

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const chosen = list(process.env['BENCH_WEB_BRANDS']);
const unknown = chosen?.filter((brand) => !(BRANDS as readonly string[]).includes(brand)) ?? [];
if (unknown.length > 0) throw new Error(`BENCH_WEB_BRANDS: unknown brand ${unknown.join(', ')}; use ${BRANDS.join(', ')}`);

const chosenPages = list(process.env['BENCH_WEB_PAGES']);
const unknownPages = chosenPages?.filter((page) => !(PAGES as readonly string[]).includes(page)) ?? [];
if (unknownPages.length > 0) throw new Error(`BENCH_WEB_PAGES: unknown page ${unknownPages.join(', ')}; use ${PAGES.join(', ')}`);

export const BENCH = {
  brands: (chosen ?? [...BRANDS]) as Brand[],
  /** Which pages Lighthouse measures (BENCH_WEB_PAGES=home,live; both by default). */
  pages: (chosenPages ?? [...PAGES]) as Page[],
  /** Reuse dist/apps/web-<brand> as it is (BENCH_WEB_SKIP_BUILD=1). */
  skipBuild: process.env['BENCH_WEB_SKIP_BUILD'] === '1',
  /** Sizes only (BENCH_WEB_SKIP_LIGHTHOUSE=1). */
  skipLighthouse: process.env['BENCH_WEB_SKIP_LIGHTHOUSE'] === '1',
  /** Lighthouse runs per brand; the run with the median performance score is reported. */
  lighthouseRuns: Math.max(1, Number(process.env['BENCH_WEB_RUNS'] ?? 3)),
  chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  /** The browser's language, which decides the page's (BENCH_WEB_LANG, default Korean). */
  browserLanguage: process.env['BENCH_WEB_LANG'] ?? 'ko-KR',
  /** Lighthouse reports (HTML and JSON) go here, one pair per brand and page. */
  reportDir: resolve(WORKSPACE_ROOT, 'dist/bench/web'),
};
