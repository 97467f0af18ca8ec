import { sql } from 'drizzle-orm';
import { BRAND_CODES, type BrandCode, type DashboardDay, type DashboardFigures } from '@onair/contracts';
import type { Database } from '@onair/db';
import { rowsOf } from '../../../platform/ledger/sql-rows';
import { daysBetween, koreanDayOf, startOfKoreanDay, addDays } from './korean-days';
import { EVERY_BRAND, liveNow, ROLLED_UP_MARK } from './rollup-job';
import type { DailyMetric } from './rollup-metrics';

const brandList = (brands: readonly BrandCode[]) =>
  sql`(${sql.join(
    brands.map((brand) => sql`${brand}`),
    sql`, `,
  )})`;

const emptyDay = (day: string): DashboardDay => ({
  day,
  purchases: 0,
  purchaseWon: 0,
  gifted: 0,
  commission: 0,
  subscriptions: 0,
  payoutsPaid: 0,
  payoutsPaidWon: 0,
  signups: 0,
  activeMembers: 0,
  chatLines: 0,
  peakLiveChannels: 0,
  peakViewers: 0,
});

const FIELD_OF: Record<DailyMetric, keyof Omit<DashboardDay, 'day' | 'peakLiveChannels' | 'peakViewers'>> = {
  purchases: 'purchases',
  purchase_won: 'purchaseWon',
  gifted: 'gifted',
  commission: 'commission',
  subscriptions: 'subscriptions',
  payouts_paid: 'payoutsPaid',
  payouts_paid_won: 'payoutsPaidWon',
  signups: 'signups',
  active_members: 'activeMembers',
  chat_lines: 'chatLines',
};

const round1 = (value: number) => Math.round(value * 10) / 10;

type SampleRow = { at: string | Date; live: number | string; viewers: number | string };

/**
 * Live channels and viewers over the days: every minute for one day, the highest of each hour
 * beyond (from the hourly rollup). Every brand together, or one brand, is one stored series; a set
 * of two or three brands sums their minutes first, so its peaks are exact too.
 */
async function viewerSeries(db: Database, brands: readonly BrandCode[], from: string, to: string) {
  const lo = startOfKoreanDay(from).toISOString();
  const hi = startOfKoreanDay(addDays(to, 1)).toISOString();
  const key = brands.length === BRAND_CODES.length ? EVERY_BRAND : brands.length === 1 ? brands[0] : null;
  if (key && from !== to)
    return rowsOf<SampleRow>(
      db,
      sql`select hour as at, live_channels as live, viewers from dashboard_hourly
           where brand = ${key} and hour >= ${lo}::timestamptz and hour < ${hi}::timestamptz order by hour`,
    );
  if (key)
    return rowsOf<SampleRow>(
      db,
      sql`select at, live_channels as live, viewers from dashboard_samples
           where brand = ${key} and at >= ${lo}::timestamptz and at < ${hi}::timestamptz order by at`,
    );
  return rowsOf<SampleRow>(
    db,
    sql`select date_trunc(${from === to ? 'minute' : 'hour'}, at) as at, max(live) as live, max(viewers) as viewers
          from (select at, sum(live_channels) as live, sum(viewers) as viewers from dashboard_samples
                 where brand in ${brandList(brands)} and at >= ${lo}::timestamptz and at < ${hi}::timestamptz
                 group by at) per_minute
         group by 1 order by 1`,
  );
}

/**
 * The dashboard's figures for some brands over Korean days from..to: the days from the daily
 * rollups, the live peaks and viewers over time from the per-minute samples, and "now" from the
 * stores. Every read is by key range of a small table, whatever the size of the ledger.
 */
export async function dashboardFigures(
  db: Database,
  brands: readonly BrandCode[],
  from: string,
  to: string,
  now: number,
): Promise<DashboardFigures> {
  const inBrands = brandList(brands);
  const rows = await rowsOf<{ day: string; metric: DailyMetric; value: number | string }>(
    db,
    sql`select day::text as day, metric, sum(value) as value from dashboard_daily
         where brand in ${inBrands} and day >= ${from}::date and day <= ${to}::date
         group by day, metric`,
  );
  const days = new Map(daysBetween(from, to).map((day) => [day, emptyDay(day)]));
  for (const row of rows) {
    const field = FIELD_OF[row.metric];
    const day = days.get(row.day);
    if (field && day) day[field] = Number(row.value);
  }

  const samples = await viewerSeries(db, brands, from, to);
  const viewers = samples.map((sample) => ({
    at: new Date(sample.at).toISOString(),
    liveChannels: Number(sample.live),
    viewers: Number(sample.viewers),
  }));
  for (const sample of viewers) {
    const day = days.get(koreanDayOf(Date.parse(sample.at)));
    if (!day) continue;
    day.peakLiveChannels = Math.max(day.peakLiveChannels, sample.liveChannels);
    day.peakViewers = Math.max(day.peakViewers, sample.viewers);
  }

  const live = await liveNow(db);
  const liveChannels = brands.reduce((sum, brand) => sum + (live.get(brand)?.liveChannels ?? 0), 0);
  const viewersNow = brands.reduce((sum, brand) => sum + (live.get(brand)?.viewers ?? 0), 0);
  const today = days.get(koreanDayOf(now));
  if (today) {
    // Now counts toward today's peak even before the next sample.
    today.peakLiveChannels = Math.max(today.peakLiveChannels, liveChannels);
    today.peakViewers = Math.max(today.peakViewers, viewersNow);
  }

  const [pending] = await rowsOf<{ n: number | string; won: number | string | null }>(
    db,
    sql`select count(*) as n, coalesce(sum(payout), 0) as won from withdrawals
         where state = 'requested' and brand in ${inBrands}`,
  );
  const [reports] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from declarations
         where status in ('received', 'reviewing') and deleted_at is null and brand in ${inBrands}`,
  );
  const [mark] = await rowsOf<{ at: string | Date | null }>(
    db,
    sql`select max(computed_at) as at from dashboard_daily
         where brand = ${ROLLED_UP_MARK} and day >= ${from}::date and day <= ${to}::date`,
  );

  const list = [...days.values()];
  const sum = (field: keyof Omit<DashboardDay, 'day'>) => list.reduce((total, day) => total + day[field], 0);
  const max = (field: keyof Omit<DashboardDay, 'day'>) => list.reduce((top, day) => Math.max(top, day[field]), 0);
  // The period's minutes so far: a day that has not ended counts up to now.
  const periodStart = startOfKoreanDay(from).getTime();
  const periodEnd = Math.min(startOfKoreanDay(addDays(to, 1)).getTime(), now);
  const minutes = Math.max(1, (periodEnd - periodStart) / 60_000);
  return {
    brands: [...brands],
    from,
    to,
    totals: {
      purchases: sum('purchases'),
      purchaseWon: sum('purchaseWon'),
      gifted: sum('gifted'),
      commission: sum('commission'),
      subscriptions: sum('subscriptions'),
      payoutsPaid: sum('payoutsPaid'),
      payoutsPaidWon: sum('payoutsPaidWon'),
      signups: sum('signups'),
      activeMembersPerDay: round1(sum('activeMembers') / list.length),
      chatLines: sum('chatLines'),
      chatLinesPerMinute: round1(sum('chatLines') / minutes),
      peakLiveChannels: max('peakLiveChannels'),
      peakViewers: max('peakViewers'),
    },
    now: {
      liveChannels,
      viewers: viewersNow,
      payoutsPending: Number(pending?.n ?? 0),
      payoutsPendingWon: Number(pending?.won ?? 0),
      reportsOpen: Number(reports?.n ?? 0),
    },
    days: list,
    viewers,
    rolledUpAt: mark?.at ? new Date(mark.at).toISOString() : null,
  };
}
