import { BENCH, type Scenario } from './config';
import type { CpuSpent } from './cpu-meter';
import type { LoadResult } from './load';
import type { PgbenchResult } from './pgbench';

export type Row = {
  scenario: Scenario;
  load: LoadResult | null;
  cpu: CpuSpent | null;
  exact: boolean;
  problems: string[];
};

const pad = (text: string, width: number) => text.padEnd(width);
const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The benchmark's answer: one line per scenario against its goal, and the ratio to pgbench's hot-row rate. */
export function renderTable(rows: Row[], baseline: PgbenchResult): string {
  const header = ['scenario', 'gifts/s', 'p50 ms', 'p99 ms', 'goal', 'met', 'vs pgbench', 'ledger exact'];
  const lines = rows.map(({ scenario, load, exact }) => {
    const goal = `≥${fixed(scenario.goal.giftsPerSecond)}/s${scenario.goal.p99Ms ? `, p99 ≤${scenario.goal.p99Ms} ms` : ''}`;
    if (!load) return [scenario.title, '-', '-', '-', goal, 'no', '-', 'no'];
    const met =
      load.giftsPerSecond >= scenario.goal.giftsPerSecond &&
      (scenario.goal.p99Ms === null || load.p99 <= scenario.goal.p99Ms) &&
      load.failed === 0;
    const ratio = 'tps' in baseline ? `${(load.giftsPerSecond / baseline.tps).toFixed(2)}×` : '-';
    return [
      scenario.title,
      fixed(load.giftsPerSecond),
      fixed(load.p50, 1),
      fixed(load.p99, 1),
      goal,
      met ? 'yes' : 'no',
      ratio,
      exact ? 'yes' : 'no',
    ];
  });
  const baselineLine =
    'tps' in baseline
      ? `pgbench hot single-row update (-c 16 -j 2): ${fixed(baseline.tps)} tps, latency average ${baseline.latencyMs} ms`
      : `pgbench: ${baseline.missing}`;
  return [markdownTable(header, lines), '', baselineLine, '', renderCpuTable(rows)].join('\n');
}

/**
 * CPU time per measured gift by who spent it, and the rate two whole cores would carry at that cost:
 * unlike the rate, it hardly moves with the machine's other work. PGlite runs inside the API.
 */
function renderCpuTable(rows: Row[]): string {
  const header = [
    'scenario',
    'API µs/gift',
    'PostgreSQL µs/gift',
    'load generator µs/gift',
    'total µs/gift',
    '2 cores would carry',
  ];
  const lines = rows.flatMap(({ scenario, load, cpu }) => {
    if (!load || !cpu || load.ok === 0) return [];
    const per = (ms: number) => (ms * 1000) / load.ok;
    const total = per(cpu.apiMs) + (cpu.databaseMs === null ? 0 : per(cpu.databaseMs)) + per(cpu.loadMs);
    const database =
      cpu.databaseMs === null ? (scenario.database === 'pglite' ? 'in the API' : '-') : fixed(per(cpu.databaseMs));
    return [
      [
        scenario.title,
        fixed(per(cpu.apiMs)),
        database,
        fixed(per(cpu.loadMs)),
        fixed(total),
        `${fixed(2_000_000 / total)} gifts/s`,
      ],
    ];
  });
  const scope =
    BENCH.databaseCpu === 'backends'
      ? " (PostgreSQL: the scenario database's backends only, BENCH_DB_CPU=backends)"
      : '';
  return `CPU time per gift while measured${scope}:\n${markdownTable(header, lines)}`;
}

function markdownTable(header: string[], lines: string[][]): string {
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => line[column]!.length)));
  const render = (line: string[]) => `| ${line.map((cell, column) => pad(cell, widths[column]!)).join(' | ')} |`;
  return [render(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(render)].join(
    '\n',
  );
}
