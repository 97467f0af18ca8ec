import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH } from './config';
import { createScratchDatabase } from './databases';

export type PgbenchResult = { tps: number; latencyMs: number } | { missing: string };

const INSTALL_HINT =
  'pgbench is not installed: apt-get install postgresql-client (Debian ships pgbench in postgresql-client-NN; postgresql-contrib on older releases)';

/**
 * The baseline, measured on the same server in the same run: pgbench hammering one row
 * (UPDATE acc SET bal = bal + 1 WHERE id = 1), the rate a design that updates one streamer row per
 * gift could never beat. Gifts per second are reported as a ratio to it.
 */
export async function runPgbench(): Promise<PgbenchResult> {
  if (spawnSync('pgbench', ['--version'], { stdio: 'ignore' }).status !== 0) return { missing: INSTALL_HINT };
  const scratch = await createScratchDatabase('pgbench');
  const dir = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  try {
    await scratch.sql('create table acc (id integer primary key, bal bigint not null); insert into acc values (1, 0)');
    const script = join(dir, 'hot-row.sql');
    writeFileSync(script, 'UPDATE acc SET bal = bal + 1 WHERE id = 1;\n');
    const { clients, threads, seconds } = BENCH.pgbench;
    const output = execFileSync('pgbench', ['-n', '-c', String(clients), '-j', String(threads), '-T', String(seconds), '-f', script, scratch.url], { encoding: 'utf8' });
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`could not read pgbench's output:\n${output}`);
    return { tps, latencyMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await scratch.drop();
  }
}
