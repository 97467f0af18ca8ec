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
import { rollUpDays } from '../../apps/api/src/modules/admin/dashboard/rollup-job';
import { RAW_DAILY_SQL } from '../../apps/api/src/modules/admin/dashboard/rollup-metrics';
import { ADMIN_BENCH } from './config';
import { seed, seedStatements } from './seed';

const ALL: BrandCode[] = ['onair', 'mint', 'nova', 'bellcast'];
const log = (line: string) => process.stdout.write(`${line}\n`);

/** Median, 95th percentile and slowest of the timed runs, in ms. */
async function time(runs: number, query: () => Promise<unknown>) {
  await query();
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
  const scratch = await createScratchDatabase('admin');
  log(`database ${scratch.url.split('/').pop()}`);
  const handle = await openDatabase({ url: scratch.url, poolSize: 2 });
  try {
    await handle.migrate();
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const seeding = performance.now();
    await seed(client, seedStatements({ members, entries, days }), log);
    await client.end();
    log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);

    const db = handle.db;
    const now = Date.now();
    const today = koreanDayOf(now);
    let started = performance.now();
    const rows = await rollUpDays(db, addDays(today, -days - 1), today, new Date(now));
    log(`rollup of every day (the first run's backfill): ${rows.toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    await rollUpDays(db, addDays(today, -1), today, new Date(now));
    const minuteRun = performance.now() - started;
    log(`rollup of yesterday and today (each minute's run): ${minuteRun.toFixed(0)} ms`);

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
        const plain = await time(period === '365 days' ? Math.min(runs, 3) : runs, () => rawFigures(db, brands, from, to));
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
    if (ADMIN_BENCH.keep) log(`kept ${scratch.url}`);
    else await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
