import type { CpuSpent } from '../gifts/cpu-meter';
import type { LeanLoadResult } from '../shared/lean-http-load';
import { GOALS, type Read } from './config';
import type { SelectOnlyResult } from './pgbench';

export type ReadRow = {
  read: Read;
  /** cached: the node as production runs it; uncached: GUEST_CACHE_MS=0; floor: the API floor. */
  mode: 'cached' | 'uncached' | 'floor';
  bytes: number;
  api: LeanLoadResult;
  bare: LeanLoadResult;
  apiCpu: CpuSpent;
  bareCpu: CpuSpent;
};

const perSecond = (load: LeanLoadResult) => load.ok / load.seconds;
const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => value.toFixed(1);

/**
 * One row per read and node: the API's rate and latency, the bare route's (same JSON) in the same
 * run, the ratio between them and the ratio to pgbench -S, and the goal that row is measured by:
 * a cached read against 0.8× the bare route, an uncached one against 15,000/s with p99 ≤ 15 ms.
 */
export function renderReadsTable(rows: ReadRow[], pgbench: SelectOnlyResult): string {
  const tps = 'tps' in pgbench ? pgbench.tps : null;
  const lines = [
    '| read | node | bytes | API req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | API / bare | API / pgbench -S | goal | met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { read, mode, bytes, api, bare } of rows) {
    const rate = perSecond(api);
    const toBare = rate / perSecond(bare);
    const goal =
      mode === 'cached'
        ? [`≥${GOALS.cachedToBare}× bare`, toBare >= GOALS.cachedToBare]
        : mode === 'uncached'
          ? ['≥15,000/s, p99 ≤15 ms', rate >= GOALS.uncachedPerSecond && api.p99 <= GOALS.uncachedP99Ms]
          : ['–', null];
    lines.push(
      `| ${read.title} | ${mode} | ${whole(bytes)} | ${whole(rate)} | ${ms(api.p50)} | ${ms(api.p99)} | ${whole(perSecond(bare))} | ${ms(bare.p99)} | ${toBare.toFixed(2)}× | ${tps && mode !== 'floor' ? `${(rate / tps).toFixed(2)}×` : '–'} | ${goal[0]} | ${goal[1] === null ? '–' : goal[1] ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}

/**
 * CPU time per measured request by who spent it (the server, PostgreSQL, the load generator), and
 * the rate two whole cores would carry at that cost: unlike a rate, it hardly follows the machine's
 * other work, so two builds measured on a busy machine still compare by it.
 */
export function renderCpuTable(rows: ReadRow[]): string {
  const lines = [
    '| read | node | API µs | PostgreSQL µs | load µs | 2 cores would carry | bare µs | bare load µs | 2 cores would carry (bare) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const micros = (msSpent: number, load: LeanLoadResult) => (msSpent * 1000) / Math.max(1, load.ok + load.failed);
  for (const { read, mode, api, bare, apiCpu, bareCpu } of rows) {
    const apiUs = micros(apiCpu.apiMs, api);
    const dbUs = apiCpu.databaseMs === null ? null : micros(apiCpu.databaseMs, api);
    const loadUs = micros(apiCpu.loadMs, api);
    const bareUs = micros(bareCpu.apiMs, bare);
    const bareLoadUs = micros(bareCpu.loadMs, bare);
    lines.push(
      `| ${read.title} | ${mode} | ${whole(apiUs)} | ${dbUs === null ? '–' : whole(dbUs)} | ${whole(loadUs)} | ${whole(2_000_000 / (apiUs + (dbUs ?? 0) + loadUs))}/s | ${whole(bareUs)} | ${whole(bareLoadUs)} | ${whole(2_000_000 / (bareUs + bareLoadUs))}/s |`,
    );
  }
  return lines.join('\n');
}
