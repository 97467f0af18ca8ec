import type { Summary } from './playback';

export type PathRow = {
  path: string;
  start: string;
  viewers: number;
  frames: number;
  unreadable: number;
  decoded: Summary | null;
  played: Summary | null;
  /** Each viewer's median at 1x: where it joined shows here. */
  viewerMedians: number[];
  /** Median time from a viewer's join to its first decoded frame. */
  startupMs: number | null;
  stalls: number;
  goalMs: number | null;
};

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const triple = (summary: Summary | null) =>
  summary ? `${seconds(summary.p50)} / ${seconds(summary.p95)} / ${seconds(summary.max)}` : '-';

/**
 * One line per path: decoded as it arrives and played at 1x (p50 / p95 / max, seconds), against the
 * baseline's p50 at 1x. A goal is met when the p95 at 1x is within it (stalls are shown beside it).
 */
export function renderTable(rows: PathRow[], baseline: PathRow): string {
  const base = baseline.played?.p50 ?? null;
  const header = [
    'path',
    'start',
    'viewers',
    'frames (unreadable)',
    'join → 1st frame s',
    'decoded p50/p95/max s',
    'played 1x p50/p95/max s',
    'viewer p50s s',
    'stalls',
    'vs baseline p50',
    'goal',
    'met',
  ];
  const lines = rows.map((row) => {
    const p50 = row.played?.p50;
    const ratio = base && p50 !== undefined ? `${(p50 / base).toFixed(1)}× (+${seconds(p50 - base)} s)` : '-';
    const met = row.goalMs === null || !row.played ? '' : row.played.p95 <= row.goalMs ? 'yes' : 'no';
    return [
      row.path,
      row.start,
      String(row.viewers),
      `${row.frames} (${row.unreadable})`,
      row.startupMs === null ? '-' : seconds(row.startupMs),
      triple(row.decoded),
      triple(row.played),
      row.viewerMedians.map(seconds).join(', '),
      String(row.stalls),
      row === baseline ? 'baseline' : ratio,
      row.goalMs === null ? '' : `p95 ≤ ${seconds(row.goalMs)} s`,
      met,
    ];
  });
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => (line[column] ?? '').length)));
  const render = (line: string[]) => `| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [render(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(render)].join(
    '\n',
  );
}
