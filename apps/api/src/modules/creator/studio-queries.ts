import { sql } from 'drizzle-orm';
import type { BroadcastSummary, CreatorEvent, StudioAnalytics, StudioLive } from '@onair/contracts';
import { BROADCAST_SUMMARY_COUNT, SUBSCRIPTION_PRICES } from '@onair/contracts';
import type { Database } from '@onair/db';
import { rowsOf } from '../../platform/ledger/sql-rows';

type Num = number | string | null;
const n = (value: Num | undefined) => Number(value ?? 0);
const iso = (value: string | Date) => new Date(value).toISOString();

/** The price of a plan as charged, by plan name, for SQL (a subscription event's revenue). */
const planPrice = sql`(case s.plan when 'oneMonth' then ${SUBSCRIPTION_PRICES.oneMonth} when 'threeMonths' then ${SUBSCRIPTION_PRICES.threeMonths} else 0 end)`;

/** Subscription periods charged (the first purchase, 0, and renewals, 1) count as revenue. */
const charged = sql`e.event in (0, 1)`;

/**
 * The streamer's share of a subscription: the price less the brand's commission, as recorded by the
 * ledger on the channel owner's received account for that transaction.
 */
const subscriptionNet = sql`coalesce((select sum(le.amount) from ledger_entries le
  join ledger_accounts la on la.account_id = le.account_id
  where le.tx_id = e.tx_id and la.kind = 'received' and la.owner_member_id = c.owner_member_id), 0)`;

export async function broadcastSummaries(db: Database, channelId: number): Promise<BroadcastSummary[]> {
  const rows = await rowsOf<Record<string, Num> & { started_at: string | Date; ended_at: string | Date | null }>(
    db,
    sql`with b as (
          select broadcast_id, started_at, ended_at, coalesce(ended_at, now()) as until from broadcasts
           where channel_id = ${channelId} order by broadcast_id desc limit ${BROADCAST_SUMMARY_COUNT})
        select b.broadcast_id, b.started_at, b.ended_at,
          (select coalesce(max(viewers), 0) from channel_viewer_samples v where v.channel_id = ${channelId} and v.at >= date_trunc('minute', b.started_at) and v.at <= b.until) as peak,
          (select coalesce(round(avg(viewers)), 0) from channel_viewer_samples v where v.channel_id = ${channelId} and v.at >= date_trunc('minute', b.started_at) and v.at <= b.until) as average,
          (select coalesce(sum(viewers), 0) from channel_viewer_samples v where v.channel_id = ${channelId} and v.at >= date_trunc('minute', b.started_at) and v.at <= b.until) as watch,
          (select count(*) from follows f where f.channel_id = ${channelId} and f.created_at >= b.started_at and f.created_at <= b.until) as follows,
          (select count(*) from gifts g where g.channel_id = ${channelId} and g.created_at >= b.started_at and g.created_at <= b.until) as gift_count,
          (select coalesce(sum(amount), 0) from gifts g where g.channel_id = ${channelId} and g.created_at >= b.started_at and g.created_at <= b.until) as gift_amount,
          (select coalesce(sum(net_amount), 0) from gifts g where g.channel_id = ${channelId} and g.created_at >= b.started_at and g.created_at <= b.until) as gift_net,
          (select count(*) from subscription_events e join subscriptions s on s.subscription_id = e.subscription_id join channels c on c.channel_id = s.channel_id
            where s.channel_id = ${channelId} and ${charged} and e.at >= b.started_at and e.at <= b.until) as sub_count,
          (select coalesce(sum(${planPrice}), 0) from subscription_events e join subscriptions s on s.subscription_id = e.subscription_id join channels c on c.channel_id = s.channel_id
            where s.channel_id = ${channelId} and ${charged} and e.at >= b.started_at and e.at <= b.until) as sub_amount,
          (select coalesce(sum(${subscriptionNet}), 0) from subscription_events e join subscriptions s on s.subscription_id = e.subscription_id join channels c on c.channel_id = s.channel_id
            where s.channel_id = ${channelId} and ${charged} and e.at >= b.started_at and e.at <= b.until) as sub_net
        from b order by b.broadcast_id desc`,
  );
  return rows.map((row) => ({
    broadcastId: n(row.broadcast_id),
    startedAt: iso(row.started_at),
    endedAt: row.ended_at ? iso(row.ended_at) : null,
    peakViewers: n(row.peak),
    averageViewers: n(row.average),
    watchMinutes: n(row.watch),
    newFollowers: n(row.follows),
    giftCount: n(row.gift_count),
    giftAmount: n(row.gift_amount),
    giftWon: n(row.gift_net),
    subscriptionCount: n(row.sub_count),
    subscriptionAmount: n(row.sub_amount),
    subscriptionWon: n(row.sub_net),
  }));
}

/** Korean calendar days from days - 1 days ago to today, oldest first. */
function koreanDays(days: number, now: number): string[] {
  const today = new Date(now + 9 * 3_600_000);
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(today.getTime() - (days - 1 - index) * 86_400_000);
    return day.toISOString().slice(0, 10);
  });
}

const koreanDay = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;

export async function studioAnalytics(
  db: Database,
  channelId: number,
  days: number,
  now = Date.now(),
): Promise<StudioAnalytics> {
  const dayList = koreanDays(days, now);
  const from = dayList[0] as string;
  const since = sql`(${from}::date::timestamp at time zone 'Asia/Seoul')`;
  const [viewers, followRows, giftRows, subRows, top, totals] = await Promise.all([
    rowsOf<{ day: string; peak: Num }>(
      db,
      sql`select ${koreanDay(sql`at`)} as day, max(viewers) as peak from channel_viewer_samples
           where channel_id = ${channelId} and at >= ${since} group by 1`,
    ),
    rowsOf<{ day: string; count: Num }>(
      db,
      sql`select ${koreanDay(sql`created_at`)} as day, count(*) as count from follows
           where channel_id = ${channelId} and created_at >= ${since} group by 1`,
    ),
    rowsOf<{ day: string; amount: Num; net: Num }>(
      db,
      sql`select ${koreanDay(sql`created_at`)} as day, sum(amount) as amount, sum(net_amount) as net from gifts
           where channel_id = ${channelId} and created_at >= ${since} group by 1`,
    ),
    rowsOf<{ day: string; amount: Num; net: Num }>(
      db,
      sql`select ${koreanDay(sql`e.at`)} as day, sum(${planPrice}) as amount, sum(${subscriptionNet}) as net
           from subscription_events e join subscriptions s on s.subscription_id = e.subscription_id join channels c on c.channel_id = s.channel_id
           where s.channel_id = ${channelId} and ${charged} and e.at >= ${since} group by 1`,
    ),
    rowsOf<{ member_id: Num; nickname: string | null; amount: Num; gifts: Num }>(
      db,
      sql`select g.sender_member_id as member_id, m.nickname, sum(g.amount) as amount, count(*) as gifts
           from gifts g left join members m on m.member_id = g.sender_member_id
           where g.channel_id = ${channelId} and g.created_at >= ${since}
           group by g.sender_member_id, m.nickname order by sum(g.amount) desc, g.sender_member_id limit 10`,
    ),
    rowsOf<{ followers: Num }>(db, sql`select count(*) as followers from follows where channel_id = ${channelId}`),
  ]);
  const series = new Map(
    dayList.map((day) => [day, { day, peakViewers: 0, newFollowers: 0, giftAmount: 0, subscriptionAmount: 0 }]),
  );
  for (const row of viewers) {
    const d = series.get(row.day);
    if (d) d.peakViewers = n(row.peak);
  }
  for (const row of followRows) {
    const d = series.get(row.day);
    if (d) d.newFollowers = n(row.count);
  }
  for (const row of giftRows) {
    const d = series.get(row.day);
    if (d) d.giftAmount = n(row.amount);
  }
  for (const row of subRows) {
    const d = series.get(row.day);
    if (d) d.subscriptionAmount = n(row.amount);
  }
  const sum = (rows: { amount?: Num; net?: Num; count?: Num }[], field: 'amount' | 'net' | 'count') =>
    rows.reduce((total, row) => total + n(row[field] ?? 0), 0);
  return {
    days,
    series: [...series.values()],
    totals: {
      newFollowers: sum(followRows, 'count'),
      followers: n(totals[0]?.followers ?? 0),
      giftAmount: sum(giftRows, 'amount'),
      giftWon: sum(giftRows, 'net'),
      subscriptionAmount: sum(subRows, 'amount'),
      subscriptionWon: sum(subRows, 'net'),
      peakViewers: viewers.reduce((peak, row) => Math.max(peak, n(row.peak)), 0),
    },
    topGifters: top.map((row) => ({
      memberId: n(row.member_id),
      nickname: row.nickname ?? '',
      amount: n(row.amount),
      gifts: n(row.gifts),
    })),
  };
}

/** The channel's newest follows, gifts and charged subscriptions, newest first. */
export async function recentEvents(db: Database, channelId: number, limit = 30): Promise<CreatorEvent[]> {
  const rows = await rowsOf<{
    kind: CreatorEvent['kind'];
    nickname: string | null;
    amount: Num;
    message: string | null;
    at: string | Date;
  }>(
    db,
    sql`(select 'gift' as kind, m.nickname, g.amount, g.message, g.created_at as at from gifts g
          left join members m on m.member_id = g.sender_member_id where g.channel_id = ${channelId} order by g.gift_id desc limit ${limit})
        union all
        (select 'subscription', m.nickname, ${planPrice}, null, e.at from subscription_events e
          join subscriptions s on s.subscription_id = e.subscription_id join channels c on c.channel_id = s.channel_id left join members m on m.member_id = s.member_id
          where s.channel_id = ${channelId} and ${charged} order by e.id desc limit ${limit})
        union all
        (select 'follow', m.nickname, 0, null, f.created_at from follows f
          left join members m on m.member_id = f.member_id where f.channel_id = ${channelId} order by f.created_at desc limit ${limit})
        order by at desc limit ${limit}`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    nickname: row.nickname ?? '',
    amount: n(row.amount),
    message: row.message,
    at: iso(row.at),
    test: false,
  }));
}

export async function liveMinutes(db: Database, channelId: number, since: Date): Promise<StudioLive['minutes']> {
  const rows = await rowsOf<{ at: string | Date; viewers: Num; lines: Num }>(
    db,
    sql`with minutes as (
          select at, viewers from channel_viewer_samples where channel_id = ${channelId} and at >= date_trunc('minute', ${since.toISOString()}::timestamptz)),
        lines as (
          select date_trunc('minute', created_at) as at, count(*) as lines from chat_messages
           where channel_id = ${channelId} and kind = 'chat' and created_at >= ${since.toISOString()}::timestamptz group by 1)
        select coalesce(m.at, l.at) as at, coalesce(m.viewers, 0) as viewers, coalesce(l.lines, 0) as lines
          from minutes m full join lines l on l.at = m.at order by 1`,
  );
  return rows.map((row) => ({ at: iso(row.at), viewers: n(row.viewers), chatLines: n(row.lines) }));
}

/** Samples every live channel's viewers for this minute; several nodes may run it, the greater count stays. */
export async function sampleViewers(db: Database): Promise<void> {
  await db.execute(
    sql`insert into channel_viewer_samples (channel_id, at, viewers)
         select channel_id, date_trunc('minute', now()), viewer_count from channels where is_live
         on conflict (channel_id, at) do update set viewers = greatest(channel_viewer_samples.viewers, excluded.viewers)`,
  );
}
