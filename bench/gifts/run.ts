// Gifts per second over HTTP into one hot streamer and into 1,000 streamers, on PostgreSQL and on
// the embedded PGlite, with pgbench's hot single-row update measured in the same run as the
// baseline. Run: node --import tsx bench/gifts/run.ts   (bench/README.md lists the knobs)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '@onair/db';
import { freePort } from '../../apps/api/src/money-storm/free-port';
import { startApi } from './api-server';
import { BENCH, SCENARIOS, connectionsOf, type Scenario } from './config';
import { createScratchDatabase } from './databases';
import { sendGifts } from './load';
import { runPgbench } from './pgbench';
import { monotonicMicros, summarizeProfiles, type ProfileWindow } from './profile-summary';
import { COUNT_QUERIES, summarizeQueries } from './query-summary';
import { seedGiftBench } from './seed';
import { startCpuMeter } from './cpu-meter';
import { renderTable, type Row } from './table';
import { ledgerExact } from './verify';
import { sql } from 'drizzle-orm';

const work = mkdtempSync(join(tmpdir(), 'bench-gifts-'));
const profiling = process.env['BENCH_PROFILE'] === '1';
const countingQueries = process.env['BENCH_COUNT_QUERIES'] === '1';

/** Where a scenario's database lives, opened from this process before and after the API has it. */
async function databaseFor(scenario: Scenario) {
  if (scenario.database === 'postgres') {
    const scratch = await createScratchDatabase(scenario.name);
    return {
      api: { databaseUrl: scratch.url },
      open: () => openDatabase({ url: scratch.url, poolSize: 4 }),
      drop: () => scratch.drop(),
    };
  }
  const dataDir = join(work, scenario.name);
  return {
    api: { dataDir },
    open: () => openDatabase({ dataDir: join(dataDir, 'pglite') }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function runScenario(scenario: Scenario): Promise<Row> {
  const database = await databaseFor(scenario);
  try {
    let handle: DatabaseHandle = await database.open();
    await handle.migrate();
    if (BENCH.experimentSql) await handle.db.execute(sql.raw(BENCH.experimentSql));
    const seeded = await seedGiftBench(handle.db, BENCH.viewers, scenario.streamers);
    // PGlite is one process's: the API can only open it once this process has let go.
    await handle.close();
    const profileDir = join(work, `${scenario.name}-profile`);
    const queryCountFile = join(work, `${scenario.name}-queries.json`);
    const api = await startApi({
      port: await freePort(),
      ...database.api,
      logFile: join(work, `${scenario.name}-api.log`),
      nodeArgs: [
        ...BENCH.apiNodeArgs,
        ...(profiling ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
        ...(countingQueries ? ['--import', COUNT_QUERIES] : []),
      ],
      env: countingQueries ? { BENCH_QUERY_COUNT_FILE: queryCountFile } : {},
    });
    let warm;
    let load;
    let cpu;
    let measured: ProfileWindow | undefined;
    try {
      warm = await sendGifts(api.url, seeded, BENCH.warmup, connectionsOf(scenario));
      const meter = await startCpuMeter(api.pid, 'databaseUrl' in database.api ? database.api.databaseUrl : null);
      const fromMicros = monotonicMicros();
      load = await sendGifts(api.url, seeded, BENCH.gifts, connectionsOf(scenario));
      measured = { fromMicros, toMicros: monotonicMicros() };
      cpu = meter.stop();
    } finally {
      await api.stop();
    }
    handle = await database.open();
    const problems = await ledgerExact(handle.db, seeded, warm.ok + load.ok).finally(() => handle.close());
    if (load.failed > 0 || warm.failed > 0)
      problems.push(
        `not every gift was accepted: ${JSON.stringify({ warmup: warm.statusCodes, measured: load.statusCodes })}`,
      );
    if (profiling) {
      // Kept beside the profiles, so they can be summarized again for the same span.
      if (measured) writeFileSync(join(profileDir, 'measured-window.json'), JSON.stringify(measured));
      console.log(`\n${scenario.title}\n${summarizeProfiles(profileDir, measured)}`);
    }
    if (countingQueries && scenario.database === 'postgres')
      console.log(`\n${scenario.title}\n${summarizeQueries(queryCountFile, warm.sent + load.sent)}`);
    return { scenario, load, cpu, exact: problems.length === 0, problems };
  } catch (error) {
    return { scenario, load: null, cpu: null, exact: false, problems: [(error as Error).stack ?? String(error)] };
  } finally {
    await database.drop();
  }
}

const scenarios = SCENARIOS.filter((scenario) => !BENCH.only || BENCH.only.includes(scenario.name));
// Other work on the machine shows here; the ratio to pgbench, measured alongside, is the figure that survives it.
const machine = () =>
  `${cpus().length} cores, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`;
console.log(`machine: ${machine()}`);
console.log(
  `gift benchmark: ${BENCH.gifts} gifts per scenario after ${BENCH.warmup} to warm up, ${BENCH.connections ?? 'each scenario its own number of'} connections, ${BENCH.viewers} viewers, API log level ${BENCH.logLevel}`,
);
const baseline = await runPgbench();
console.log('tps' in baseline ? `pgbench: ${baseline.tps.toFixed(0)} tps` : `pgbench: ${baseline.missing}`);
const rows: Row[] = [];
for (const scenario of scenarios) {
  const row = await runScenario(scenario);
  console.log(
    `${scenario.title} (${connectionsOf(scenario)} connections): ${row.load ? `${row.load.giftsPerSecond.toFixed(0)} gifts/s, p50 ${row.load.p50} ms, p99 ${row.load.p99} ms` : 'failed'}; ledger exact: ${row.exact ? 'yes' : 'no'}`,
  );
  rows.push(row);
}
console.log(`\n${renderTable(rows, baseline)}\nmachine at the end: ${machine()}`);
for (const row of rows) for (const problem of row.problems) console.log(`${row.scenario.title}: ${problem}`);
if (!profiling) rmSync(work, { recursive: true, force: true });
else console.log(`profiles and API logs kept in ${work}`);
process.exit(rows.every((row) => row.exact) ? 0 : 1);
