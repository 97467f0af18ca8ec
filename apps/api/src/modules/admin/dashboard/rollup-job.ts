import { sql } from 'drizzle-orm';
import { BRAND_CODES } from '@onair/contracts';
import type { Database } from '@onair/db';
import { rowsOf } from '../../../platform/ledger/sql-rows';
import { startRepeatingJob } from '../../../platform/repeating-job';
import { withSpan } from './bounded-sql';
import { addDays, daysBetween, koreanDayOf, startOfKoreanDay } from './korean-days';
import { RAW_DAILY_SQL } from './rollup-metrics';

/** The brand column of the row that says when a day was last rolled up, and of the every-brand samples. */
export const ROLLED_UP_MARK = '*';
export const EVERY_BRAND = '*';

/** How far back the job fills in days never rolled up (the first run, or days the job was stopped). */
export const BACKFILL_DAYS = 400;

/**
 * Days rewritten per transaction when filling in. A transaction holds the lock the other nodes'
 * minute runs wait for, so a year is filled in many short ones, never one long one.
 */
const FILL_IN_DAYS_PER_TRANSACTION = 7;

/** Two nodes never rewrite the same days at once: they take turns on this lock. */
const ROLLUP_LOCK = sql`select pg_advisory_xact_lock(hashtext('onair:dashboard-rollup'))`;

/**
 * Rewrites the dashboard's daily rows of the Korean days from..to (inclusive) from the raw tables,
 * in one transaction: deleted and inserted again, so a rerun, late writes or a second node leave
 * exactly what the raw tables say. Each day is its own statement, so a long span stays within the
 * statement timeout (at 10 million ledger entries a day takes about a second; bench/admin).
 * Answers how many figure rows it wrote.
 */
export async function rollUpDays(db: Database, from: string, to: string, now = new Date()): Promise<number> {
  const lo = startOfKoreanDay(from);
  const hi = startOfKoreanDay(addDays(to, 1));
  return db.transaction(async (tx) => {
    await tx.execute(ROLLUP_LOCK);
    await tx.execute(sql`delete from dashboard_daily where day >= ${from}::date and day <= ${to}::date`);
    let written = 0;
    for (const day of daysBetween(from, to)) {
      const [rows] = await rowsOf<{ n: number | string }>(
        tx,
        sql`with inserted as (
              insert into dashboard_daily (brand, day, metric, value, computed_at)
              select brand, day::date, metric, value, ${now.toISOString()}::timestamptz
                from (${withSpan(RAW_DAILY_SQL, startOfKoreanDay(day), startOfKoreanDay(addDays(day, 1)))}) raw where value <> 0
              returning 1)
            select count(*) as n from inserted`,
      );
      written += Number(rows?.n ?? 0);
    }
    await tx.execute(
      sql`insert into dashboard_daily (brand, day, metric, value, computed_at)
          select ${ROLLED_UP_MARK}, d::date, 'rolled_up', 1, ${now.toISOString()}::timestamptz
            from generate_series(${from}::date, ${to}::date, interval '1 day') d`,
    );
    const [start, end] = [lo.toISOString(), hi.toISOString()];
    await tx.execute(sql`delete from dashboard_hourly where hour >= ${start}::timestamptz and hour < ${end}::timestamptz`);
    await tx.execute(
      sql`insert into dashboard_hourly (brand, hour, live_channels, viewers)
          select brand, date_trunc('hour', at), max(live_channels), max(viewers) from dashboard_samples
           where at >= ${start}::timestamptz and at < ${end}::timestamptz
           group by brand, date_trunc('hour', at)`,
    );
    return written;
  });
}

/** The days of from..to (inclusive) with no rolled-up mark, oldest first. */
async function daysNotRolledUp(db: Database, from: string, to: string): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`select d::date::text as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
         where not exists (select 1 from dashboard_daily r
                            where r.brand = ${ROLLED_UP_MARK} and r.day = d::date and r.metric = 'rolled_up')
         order by 1`,
  );
  return rows.map((row) => row.day);
}

/**
 * Rolls up the days of from..to never rolled up, oldest first, a run of up to
 * FILL_IN_DAYS_PER_TRANSACTION consecutive days per transaction. What is missing is read again
 * before each run, so a second node filling in at the same time skips what the first has done.
 * Answers how many figure rows it wrote.
 */
export async function fillInDays(db: Database, from: string, to: string, now = new Date()): Promise<number> {
  let written = 0;
  for (;;) {
    const missing = from <= to ? await daysNotRolledUp(db, from, to) : [];
    const first = missing[0];
    if (!first) return written;
    let last = first;
    for (const day of missing.slice(1, FILL_IN_DAYS_PER_TRANSACTION)) {
      if (day !== addDays(last, 1)) break;
      last = day;
    }
    written += await rollUpDays(db, first, last, now);
  }
}

/**
 * Live channels and concurrent viewers of each brand at this minute (zeros for a brand with none),
 * and of every brand together (brand '*'), kept once per minute: a second node sampling the same minute keeps the first sample.
 */
export async function sampleLive(db: Database, now = new Date()): Promise<void> {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const live = await liveNow(db);
  const every = { liveChannels: 0, viewers: 0 };
  const values = BRAND_CODES.map((brand) => {
    const figures = live.get(brand) ?? { liveChannels: 0, viewers: 0 };
    every.liveChannels += figures.liveChannels;
    every.viewers += figures.viewers;
    return sql`(${brand}, ${minute.toISOString()}::timestamptz, ${figures.liveChannels}, ${figures.viewers})`;
  });
  values.push(sql`(${EVERY_BRAND}, ${minute.toISOString()}::timestamptz, ${every.liveChannels}, ${every.viewers})`);
  await db.execute(
    sql`insert into dashboard_samples (brand, at, live_channels, viewers) values ${sql.join(values, sql`, `)}
        on conflict do nothing`,
  );
}

/** The channels on air now and their viewers, per brand. */
export async function liveNow(db: Database): Promise<Map<string, { liveChannels: number; viewers: number }>> {
  const rows = await rowsOf<{ brand: string; live: number | string; viewers: number | string }>(
    db,
    sql`select m.brand, count(*) as live, coalesce(sum(c.viewer_count), 0) as viewers
          from channels c join members m on m.member_id = c.owner_member_id
         where c.is_live group by m.brand`,
  );
  return new Map(rows.map((row) => [row.brand, { liveChannels: Number(row.live), viewers: Number(row.viewers) }]));
}

/**
 * One run: sample the live figures, roll up yesterday and today (yesterday catches what committed
 * around midnight), then fill in any earlier day of the last BACKFILL_DAYS never rolled up: all of
 * them on the first run, the days missed while the job was stopped after that.
 */
export async function runDashboardRollup(db: Database, now = new Date()): Promise<void> {
  await sampleLive(db, now);
  const today = koreanDayOf(now.getTime());
  await rollUpDays(db, addDays(today, -1), today, now);
  await fillInDays(db, addDays(today, -BACKFILL_DAYS), addDays(today, -2), now);
}

/** Every minute on every node (the lock and the per-minute samples make a second node harmless). */
export function startDashboardRollup(db: Database, onError: (error: unknown) => void, intervalMs = 60_000) {
  return startRepeatingJob(() => runDashboardRollup(db).catch(onError), intervalMs);
}
