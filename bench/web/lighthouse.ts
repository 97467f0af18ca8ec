// Lighthouse's default (mobile) profile against a brand's page, driving Debian's Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BENCH } from './config';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export type LighthouseResult = {
  scores: Record<Category, number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  benchmarkIndex: number;
  /** Audits under full marks, per category, so a missed goal says why. */
  misses: Record<Category, string[]>;
  runs: number[];
};

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string }>;
  environment: { benchmarkIndex: number };
  runtimeError?: { message: string };
};

async function runOnce(url: string): Promise<{ lhr: Lhr; html: string; json: string }> {
  // The browser's language picks the page's (no locale cookie): Korean, as most visitors see it.
  const chrome = await launch({
    chromePath: BENCH.chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', `--lang=${BENCH.browserLanguage}`, `--accept-lang=${BENCH.browserLanguage}`],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const [html = '', json = ''] = result.report as string[];
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    return { lhr, html, json };
  } finally {
    await chrome.kill();
  }
}

const score = (lhr: Lhr, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function missesOf(lhr: Lhr, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      const missed = audit && audit.score !== null && audit.score < 0.9 && (ref.weight > 0 || audit.scoreDisplayMode === 'metricSavings');
      return missed ? [`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`] : [];
    });
}

/** Runs Lighthouse `runs` times and keeps the run with the median performance score (as Lighthouse advises). */
export async function measurePage(reportName: string, url: string, runs: number): Promise<LighthouseResult> {
  const results: Awaited<ReturnType<typeof runOnce>>[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(url));
  const sorted = [...results].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run');
  mkdirSync(BENCH.reportDir, { recursive: true });
  writeFileSync(join(BENCH.reportDir, `lighthouse-${reportName}.html`), median.html);
  writeFileSync(join(BENCH.reportDir, `lighthouse-${reportName}.json`), median.json);
  const { lhr } = median;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(lhr, category)])) as Record<Category, number>,
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
    misses: Object.fromEntries(CATEGORIES.map((category) => [category, missesOf(lhr, category)])) as Record<Category, string[]>,
    runs: results.map((result) => score(result.lhr, 'performance')),
  };
}
