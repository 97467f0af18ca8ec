import { sql } from 'drizzle-orm';
import { BRAND_CODES } from '@onair/contracts';
import type { Database } from '@onair/db';
import { rowsOf } from '../../../platform/ledger/sql-rows';
import { startRepeatingJob } from '../../../platform/repeating-job';
import { withSpan } from './bounded-sql';
import { addDays, koreanDayOf, startOfKoreanDay } from './korean-days';
import { RAW_DAILY_SQL } from './rollup-metrics';

/** The brand column of the row that says when a day was last rolled up, and of the every-brand samples. */
export const ROLLED_UP_MARK = '*';
export const EVERY_BRAND = '*';

/** How far back the first run fills in, when the table is still empty. */
const BACKFILL_DAYS = 400;

/** Two nodes never rewrite the same days at once: they take turns on this lock. */
const ROLLUP_LOCK = sql`select pg_advisory_xact_lock(hashtext('onair:dashboard-rollup'))`;

/**
 * Rewrites the dashboard's daily rows of the Korean days from..to (inclusive) from the raw tables,
 * in one transaction: deleted and inserted again, so a rerun, late writes or a second node leave
 * exactly what the raw tables say. Answers how many figure rows it wrote.
 */
export async function rollUpDays(db: Database, from: string, to: string, now = new Date()): Promise<number> {
  const lo = startOfKoreanDay(from);
  const hi = startOfKoreanDay(addDays(to, 1));
  return db.transaction(async (tx) => {
    await tx.execute(ROLLUP_LOCK);
    await tx.execute(sql`delete from dashboard_daily where day >= ${from}::date and day <= ${to}::date`);
    const written = await rowsOf<{ n: number | string }>(
      tx,
      sql`with inserted as (
            insert into dashboard_daily (brand, day, metric, value, computed_at)
            select brand, day::date, metric, value, ${now.toISOString()}::timestamptz
              from (${withSpan(RAW_DAILY_SQL, lo, hi)}) raw where value <> 0
            returning 1)
          select count(*) as n from inserted`,
    );
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
    return Number(written[0]?.n ?? 0);
  });
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
 * One run: sample the live figures, then roll up yesterday and today (yesterday catches what
 * committed around midnight), or, on the first run, the last BACKFILL_DAYS days.
 */
export async function runDashboardRollup(db: Database, now = new Date()): Promise<void> {
  await sampleLive(db, now);
  const today = koreanDayOf(now.getTime());
  const [any] = await rowsOf<{ one: number }>(db, sql`select 1 as one from dashboard_daily limit 1`);
  const from = addDays(today, any ? -1 : -BACKFILL_DAYS);
  await rollUpDays(db, from, today, now);
}

/** Every minute on every node (the lock and the per-minute samples make a second node harmless). */
export function startDashboardRollup(db: Database, onError: (error: unknown) => void, intervalMs = 60_000) {
  return startRepeatingJob(() => runDashboardRollup(db).catch(onError), intervalMs);
}
