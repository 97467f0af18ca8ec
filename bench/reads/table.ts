import type { CpuSpent } from '../gifts/cpu-meter';
import type { LeanLoadResult } from '../shared/lean-http-load';
import { GOALS, type Read } from './config';
import type { SelectOnlyResult } from './pgbench';

export type ReadRow = {
  read: Read;
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
 * One row per read: the API's rate and latency, the bare route's (same JSON) in the same run, the
 * ratio between them (the cached goal's measure) and the ratio to pgbench -S. None of these reads
 * is cached by the API today, so every API request is a database-backed (uncached) read.
 */
export function renderReadsTable(rows: ReadRow[], pgbench: SelectOnlyResult): string {
  const tps = 'tps' in pgbench ? pgbench.tps : null;
  const lines = [
    '| read | page | bytes | API req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | API / bare | API / pgbench -S | 15,000/s, p99 ≤ 15 ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { read, bytes, api, bare } of rows) {
    const rate = perSecond(api);
    const met = rate >= GOALS.uncachedPerSecond && api.p99 <= GOALS.uncachedP99Ms;
    lines.push(
      `| ${read.title} | ${read.page} | ${whole(bytes)} | ${whole(rate)} | ${ms(api.p50)} | ${ms(api.p99)} | ${whole(perSecond(bare))} | ${ms(bare.p99)} | ${(rate / perSecond(bare)).toFixed(2)}× | ${tps && read.databaseBacked ? `${(rate / tps).toFixed(2)}×` : '–'} | ${read.databaseBacked ? (met ? 'yes' : 'no') : '–'} |`,
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
    '| read | API µs | PostgreSQL µs | load µs | 2 cores would carry | bare µs | bare load µs | 2 cores would carry (bare) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const micros = (msSpent: number, load: LeanLoadResult) => (msSpent * 1000) / Math.max(1, load.ok + load.failed);
  for (const { read, api, bare, apiCpu, bareCpu } of rows) {
    const apiUs = micros(apiCpu.apiMs, api);
    const dbUs = apiCpu.databaseMs === null ? null : micros(apiCpu.databaseMs, api);
    const loadUs = micros(apiCpu.loadMs, api);
    const bareUs = micros(bareCpu.apiMs, bare);
    const bareLoadUs = micros(bareCpu.loadMs, bare);
    lines.push(
      `| ${read.title} | ${whole(apiUs)} | ${dbUs === null ? '–' : whole(dbUs)} | ${whole(loadUs)} | ${whole(2_000_000 / (apiUs + (dbUs ?? 0) + loadUs))}/s | ${whole(bareUs)} | ${whole(bareLoadUs)} | ${whole(2_000_000 / (bareUs + bareLoadUs))}/s |`,
    );
  }
  return lines.join('\n');
}
