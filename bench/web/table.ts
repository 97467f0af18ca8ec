import { chunkLabel, type BundleReport } from './bundle';
import { GOALS, type Brand } from './config';
import type { LighthouseResult } from './lighthouse';

export type BrandRow = { brand: Brand; bundle: BundleReport; lighthouse: LighthouseResult | null; lighthouseError: string | null };

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
  const scoreCell = (row: BrandRow, category: keyof LighthouseResult['scores'], goal?: number) => {
    if (!row.lighthouse) return '-';
    const value = row.lighthouse.scores[category];
    return goal !== undefined && value < goal ? `${value} (<${goal})` : String(value);
  };
  return render([
    ['brand', 'initial JS gzip kB', 'goal', 'lazy chunks (gzip kB)', 'perf', 'a11y', 'best practices', 'SEO'],
    ...rows.map((row) => [
      row.brand,
      kb(row.bundle.initialGzip),
      `≤${GOALS.initialJsGzipKb} ${row.bundle.initialGzip <= GOALS.initialJsGzipKb * 1000 ? 'met' : 'MISSED'}`,
      lazySummary(row.bundle),
      scoreCell(row, 'performance', GOALS.performance),
      scoreCell(row, 'accessibility', GOALS.accessibility),
      scoreCell(row, 'best-practices'),
      scoreCell(row, 'seo'),
    ]),
  ]);
}
