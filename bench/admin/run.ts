// bench/admin: the business dashboard's queries over a large history (bench/README.md, "bench/admin").
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { BrandCode } from '@onair/contracts';
import { openDatabase, type Database } from '@onair/db';
import { createScratchDatabase } from '../gifts/databases';
import { withSpan } from '../../apps/api/src/modules/admin/dashboard/bounded-sql';
import { dashboardFigures } from '../../apps/api/src/modules/admin/dashboard/dashboard-query';
import { addDays, koreanDayOf, startOfKoreanDay } from '../../apps/api/src/modules/admin/dashboard/korean-days';
import { BACKFILL_DAYS, runDashboardRollup } from '../../apps/api/src/modules/admin/dashboard/rollup-job';
import { RAW_DAILY_SQL } from '../../apps/api/src/modules/admin/dashboard/rollup-metrics';
import { ADMIN_BENCH } from './config';
import { seed, seedStatements } from './seed';

/** A database an earlier run seeded and kept (BENCH_REUSE): the same shape, without the wait. */
function seededDatabase(name: string) {
  const url = new URL(ADMIN_BENCH.databaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => undefined };
}

const ALL: BrandCode[] = ['onair', 'mint', 'nova', 'bellcast'];
const log = (line: string) => process.stdout.write(`${line}\n`);

/** Median, 95th percentile and slowest of the timed runs, in ms. */
async function time(runs: number, query: () => Promise<unknown>, warmUp = true) {
  if (warmUp) await query();
  const took: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await query();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const at = (q: number) => took[Math.min(took.length - 1, Math.floor(q * took.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: took[took.length - 1] ?? 0 };
}

/** The plain query: the same daily figures summed straight from the raw tables, and the same "now". */
function rawFigures(db: Database, brands: BrandCode[], from: string, to: string) {
  const inBrands = sql.join(
    brands.map((brand) => sql`${brand}`),
    sql`, `,
  );
  return db.execute(
    sql`select metric, sum(value) from (${withSpan(RAW_DAILY_SQL, startOfKoreanDay(from), startOfKoreanDay(addDays(to, 1)))}) raw
         where brand in (${inBrands}) group by metric`,
  );
}

async function main() {
  const { entries, members, days, runs, goalMs } = ADMIN_BENCH;
  const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
  log(`bench/admin: ${entries.toLocaleString('en')} ledger entries, ${members.toLocaleString('en')} members over ${days} days; load ${load()}`);
  const scratch = ADMIN_BENCH.reuse ? seededDatabase(ADMIN_BENCH.reuse) : await createScratchDatabase('admin');
  log(`database ${scratch.url.split('/').pop()}`);
  // The product's settings (the statement timeout included) for the job and the dashboard; none for
  // the plain query, which may take longer than the timeout over a year.
  const handle = await openDatabase({ url: scratch.url, poolSize: 2 });
  const baseline = await openDatabase({ url: scratch.url, poolSize: 1, statementTimeoutMs: 0 });
  try {
    await handle.migrate();
    if (!ADMIN_BENCH.reuse) {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const seeding = performance.now();
      try {
        await seed(client, seedStatements({ members, entries, days }), log);
      } finally {
        await client.end();
      }
      log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s; load ${load()}`);
    }

    const db = handle.db;
    const now = Date.now();
    const today = koreanDayOf(now);
    // The job as it runs on every node: its first run fills in every day, later runs yesterday and today.
    let started = performance.now();
    await runDashboardRollup(db, new Date(now));
    log(`the rollup job's first run (fills in ${BACKFILL_DAYS} days): ${((performance.now() - started) / 1000).toFixed(1)} s; load ${load()}`);
    const minuteRuns: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      started = performance.now();
      await runDashboardRollup(db, new Date(Date.now()));
      minuteRuns.push(performance.now() - started);
    }
    log(`each minute's run after it: ${minuteRuns.map((ms) => ms.toFixed(0)).join(', ')} ms`);

    const periods: Array<[string, string, string]> = [
      ['today', today, today],
      ['7 days', addDays(today, -6), today],
      ['30 days', addDays(today, -29), today],
      ['365 days', addDays(today, -364), today],
    ];
    const table: string[] = [
      '| brands | period | dashboard median / p95 / max ms | plain query median / p95 / max ms | plain ÷ dashboard | ≤ 300 ms |',
      '|---|---|---|---|---|---|',
    ];
    for (const [label, brands] of [
      ['all', ALL],
      ['onair', ['onair'] as BrandCode[]],
    ] as const) {
      for (const [period, from, to] of periods) {
        const fast = await time(runs, () => dashboardFigures(db, brands, from, to, now));
        // Over a year the plain query takes a minute or more: two runs, the first cold.
        const plain =
          period === '365 days'
            ? await time(2, () => rawFigures(baseline.db, brands, from, to), false)
            : await time(runs, () => rawFigures(baseline.db, brands, from, to));
        const f = (t: { median: number; p95: number; max: number }) => `${t.median.toFixed(1)} / ${t.p95.toFixed(1)} / ${t.max.toFixed(1)}`;
        const line = `| ${label} | ${period} | ${f(fast)} | ${f(plain)} | ${(plain.median / fast.median).toFixed(0)}× | ${fast.max <= goalMs ? 'yes' : 'no'} |`;
        table.push(line);
        log(line);
      }
    }
    log('');
    log(table.join('\n'));
  } finally {
    await handle.close();
    await baseline.close();
    if (ADMIN_BENCH.keep || ADMIN_BENCH.reuse) log(`kept ${scratch.url}`);
    else await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
