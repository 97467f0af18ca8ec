import { chunkLabel, type BundleReport } from './bundle';
import { GOALS, type Brand } from './config';
import type { LighthouseResult } from './lighthouse';

export type BrandRow = {
  brand: Brand;
  bundle: BundleReport;
  lighthouse: LighthouseResult | null;
  lighthouseError: string | null;
  /** The live page's run (BENCH_WEB_PAGES with live). */
  live: LighthouseResult | null;
  liveError: string | null;
};

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The lazy chunks in a few words: named by what most of their bytes are, locale bundles counted together. */
export function lazySummary(bundle: BundleReport): string {
  const named = new Map<string, number>();
  let messages = 0;
  for (const chunk of bundle.lazy) {
    const label = chunkLabel(chunk);
    if (label.startsWith('messages ')) messages += 1;
    else named.set(label, (named.get(label) ?? 0) + chunk.gzip);
  }
  const parts = [...named].sort((a, b) => b[1] - a[1]).map(([label, gzip]) => `${label} ${kb(gzip)}`);
  return [...parts, ...(messages > 0 ? [`${messages} message bundles`] : [])].join(', ');
}

function render([header, ...body]: [string[], ...string[][]]): string {
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

/** The benchmark's answer: one line per brand against the goals. */
export function renderTable(rows: BrandRow[]): string {
  const scoreOf = (result: LighthouseResult | null, category: keyof LighthouseResult['scores'], goal?: number) => {
    if (!result) return '-';
    const value = result.scores[category];
    return goal !== undefined && value < goal ? `${value} (<${goal})` : String(value);
  };
  const scoreCell = (row: BrandRow, category: keyof LighthouseResult['scores'], goal?: number) => scoreOf(row.lighthouse, category, goal);
  const liveCell = (row: BrandRow) => {
    if (!row.live) return row.liveError ? 'failed' : '-';
    const { tbtMs, lcpMs, cls } = row.live.metrics;
    return `${scoreOf(row.live, 'performance', GOALS.livePerformance)} (TBT ${tbtMs.toFixed(0)} ms, LCP ${(lcpMs / 1000).toFixed(1)} s, CLS ${cls.toFixed(3)})`;
  };
  const indexCell = (row: BrandRow) => [row.lighthouse, row.live].flatMap((result) => (result ? [String(result.benchmarkIndex)] : [])).join(' / ') || '-';
  return render([
    ['brand', 'initial JS gzip kB', 'goal', 'lazy chunks (gzip kB)', 'perf', 'a11y', 'best practices', 'SEO', 'live page perf', 'benchmarkIndex'],
    ...rows.map((row) => [
      row.brand,
      kb(row.bundle.initialGzip),
      `≤${GOALS.initialJsGzipKb} ${row.bundle.initialGzip <= GOALS.initialJsGzipKb * 1000 ? 'met' : 'MISSED'}`,
      lazySummary(row.bundle),
      scoreCell(row, 'performance', GOALS.performance),
      scoreCell(row, 'accessibility', GOALS.accessibility),
      scoreCell(row, 'best-practices'),
      scoreCell(row, 'seo'),
      liveCell(row),
      indexCell(row),
    ]),
  ]);
}
