import { GOALS } from './config';
import type { WindowCost } from './page-probe';

export type Row = { rate: number; sent: number; acked: number; cost: WindowCost };

const fixed = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** One line per window; the idle window (rate 0) is the baseline the others are divided by. */
export function renderTable(rows: Row[]): string {
  const idle = rows.find((row) => row.rate === 0);
  const header = ['lines/s', 'acked', 'main thread ms/s (≤500)', '× idle', 'script ms/s', 'style+layout ms/s', 'frames/s', 'frames >50 ms apart', 'long tasks (ms)', 'JS heap MB', 'DOM nodes', 'goal'];
  const body = rows.map(({ rate, acked, cost }) => {
    const met = cost.taskMsPerS / 1000 <= GOALS.busyShare;
    return [
      String(rate),
      String(acked),
      fixed(cost.taskMsPerS),
      idle && rate !== 0 && idle.cost.taskMsPerS > 0 ? `${fixed(cost.taskMsPerS / idle.cost.taskMsPerS, 1)}×` : '–',
      fixed(cost.scriptMsPerS),
      fixed(cost.styleLayoutMsPerS),
      fixed(cost.framesPerS, 1),
      String(cost.longFrames),
      `${cost.longTasks} (${fixed(cost.longTaskMs)})`,
      fixed(cost.heapMb, 1),
      fixed(cost.nodes),
      rate === 0 ? 'baseline' : met ? 'met' : 'no',
    ];
  });
  const rows2 = [header, ...body];
  const widths = header.map((_, column) => Math.max(...rows2.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
