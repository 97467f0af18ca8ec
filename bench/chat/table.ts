import { GOALS } from './config';
import type { LoadReport } from './swarm-protocol';

/** One scenario's figures: what the swarm saw, what the server(s) cost. */
export type Row = {
  title: string;
  sockets: number;
  load: LoadReport;
  /** Server CPU in the window, in cores (all nodes together). */
  serverCpu: number;
  /** Server memory per connected socket after a full collection: resident, and of that the JavaScript heap. */
  bytesPerSocket: number;
  heapPerSocket: number;
  /** The machine's 1-minute load average at the end of the window: other work shows here. */
  machineLoad: number;
};

const fixed = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function render(rows: string[][]): string {
  const widths = (rows[0] as string[]).map((_, column) => Math.max(...rows.map((line) => (line[column] as string).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] as number)).join(' | ')} |`;
  return [line(rows[0] as string[]), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

/** The figures, one line per scenario, with the ratio of each to the bare broadcast. */
export function renderTable(rows: Row[], rate: number): string {
  const bare = rows.find((row) => row.title.startsWith('bare'));
  const header = ['scenario', 'sockets', 'offered/s', 'delivered/s', 'p50 ms', 'p99 ms', 'max ms', 'frames/line', 'delivered', 'server CPU', 'KB/socket', 'heap KB/socket', 'vs bare', 'load'];
  const lines = rows.map((row) => [
    row.title,
    fixed(row.sockets),
    fixed(row.sockets * rate),
    fixed(row.load.deliveredPerSecond),
    fixed(row.load.p50),
    fixed(row.load.p99),
    fixed(row.load.max),
    fixed(row.load.framesPerLine, 2),
    `${fixed(row.load.deliveredShare * 100, 1)} %`,
    `${fixed(row.serverCpu * 100)} %`,
    fixed(row.bytesPerSocket / 1024, 1),
    fixed(row.heapPerSocket / 1024, 1),
    bare && row !== bare && bare.load.deliveredPerSecond > 0 ? `${fixed(row.load.deliveredPerSecond / bare.load.deliveredPerSecond, 2)}×` : '-',
    fixed(row.machineLoad, 1),
  ]);
  return render([header, ...lines]);
}

/** Issue 6's goals, each with the figure that decides it. */
export function renderGoals(rows: Row[], rate: number): string {
  const bare = rows.find((row) => row.title.startsWith('bare'));
  const api = rows.find((row) => row.title.startsWith('API, 1 node'));
  const cluster = rows.find((row) => row.title.startsWith('API, 2 nodes'));
  const goals: string[][] = [['goal', 'measured', 'met']];
  const yes = (met: boolean) => (met ? 'yes' : 'no');
  if (api) {
    const offered = api.sockets * rate;
    goals.push([
      `${fixed(GOALS.sockets)} sockets x ${GOALS.rate} lines/s on one process, p99 ≤ ${GOALS.p99Ms} ms`,
      `${fixed(api.sockets)} x ${rate}: ${fixed(api.load.deliveredPerSecond)} of ${fixed(offered)}/s, p99 ${fixed(api.load.p99)} ms`,
      yes(api.sockets >= GOALS.sockets && rate >= GOALS.rate && api.load.deliveredPerSecond >= 0.99 * offered && api.load.p99 <= GOALS.p99Ms),
    ]);
    goals.push([
      `≤ ${GOALS.bytesPerSocket / 1024} KB per socket`,
      `${fixed(api.bytesPerSocket / 1024, 1)} KB, heap ${fixed(api.heapPerSocket / 1024, 1)} KB (bare ${bare ? `${fixed(bare.bytesPerSocket / 1024, 1)} KB, heap ${fixed(bare.heapPerSocket / 1024, 1)}` : '-'} KB)`,
      yes(api.bytesPerSocket <= GOALS.bytesPerSocket),
    ]);
  }
  if (api && bare) {
    const ratio = api.load.deliveredPerSecond / Math.max(1, bare.load.deliveredPerSecond);
    goals.push([
      `≥ ${GOALS.overBare}x the bare broadcast's deliveries/s at equal or better p99`,
      `${fixed(ratio, 2)}x, p99 ${fixed(api.load.p99)} vs ${fixed(bare.load.p99)} ms`,
      yes(ratio >= GOALS.overBare && api.load.p99 <= bare.load.p99),
    ]);
  }
  if (api && cluster) {
    const added = cluster.load.p99 - api.load.p99;
    goals.push([`2 nodes with Redis: ≤ ${GOALS.clusterAddedP99Ms} ms added to p99`, `${fixed(added)} ms (${fixed(cluster.load.p99)} vs ${fixed(api.load.p99)})`, yes(added <= GOALS.clusterAddedP99Ms && cluster.load.deliveredShare >= 0.999)]);
  }
  return render(goals);
}
