import { execFileSync, spawnSync } from 'node:child_process';
import { createScratchDatabase } from '../gifts/databases';
import { READS } from './config';

export type SelectOnlyResult = { tps: number; latencyMs: number } | { missing: string };

/**
 * The baseline, on the same server in the same run: pgbench's built-in select-only script (-S, one
 * primary-key SELECT on pgbench_accounts, scale 1), the rate of the simplest read PostgreSQL serves
 * here. The API's database-backed reads are reported as a ratio to it.
 */
export async function runSelectOnlyPgbench(): Promise<SelectOnlyResult> {
  if (spawnSync('pgbench', ['--version'], { stdio: 'ignore' }).status !== 0)
    return { missing: 'pgbench is not installed (apt-get install postgresql-client)' };
  const scratch = await createScratchDatabase('reads_pgbench');
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '1', scratch.url], { stdio: 'ignore' });
    const { clients, threads, seconds } = READS.pgbench;
    const output = execFileSync(
      'pgbench',
      ['-n', '-S', '-c', String(clients), '-j', String(threads), '-T', String(seconds), scratch.url],
      { encoding: 'utf8' },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`could not read pgbench's output:\n${output}`);
    return { tps, latencyMs };
  } finally {
    await scratch.drop();
  }
}
