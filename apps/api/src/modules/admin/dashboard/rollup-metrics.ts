import { ITEM } from '@onair/contracts';
import { KST_DAY_SQL } from './korean-days';

/** The currency's item code (luv): gifts and commission are counted in it. */
export const CURRENCY_ITEM = ITEM.currency;

/** The daily figures the rollup keeps, one row each per brand and day. */
export const DAILY_METRICS = [
  'purchases',
  'purchase_won',
  'gifted',
  'commission',
  'subscriptions',
  'payouts_paid',
  'payouts_paid_won',
  'signups',
  'active_members',
  'chat_lines',
] as const;
export type DailyMetric = (typeof DAILY_METRICS)[number];

/**
 * One SELECT per source, each answering (brand, day, metric, value) for the rows whose time lies
 * in [$1, $2): the raw query the rollup stores and the bench measures against. Every figure comes
 * from the ledger or the table that owns the fact, read the same way a person would check it.
 */
export const METRIC_SOURCES: ReadonlyArray<{ name: string; metrics: readonly DailyMetric[]; select: string }> = [
  {
    // An approved purchase, on the day it was approved (a later refund is the gateway's, shown in the ledger).
    name: 'purchases',
    metrics: ['purchases', 'purchase_won'],
    select: `select p.brand, ${KST_DAY_SQL('p.approved_at')} as day, m.metric, m.value
               from payments p
              cross join lateral (values ('purchases', 1::bigint), ('purchase_won', p.price::bigint)) as m(metric, value)
              where p.approved_at >= $1 and p.approved_at < $2`,
  },
  {
    // One pass over the span's entries for two figures: the currency that left members' wallets in
    // gift postings (what the recipients and the commission got), and everything credited to the
    // brand's commission account, from gifts and subscriptions alike. Each entry's account (and a
    // wallet entry's transaction) is looked up by key in a LIMIT-fenced lateral: joined plainly, the
    // planner reads all of ledger_accounts, or every commission entry ever, to find a day's few
    // thousand (bench/README.md, "bench/admin").
    name: 'ledger',
    metrics: ['gifted', 'commission'],
    select: `select a.brand, ${KST_DAY_SQL('e.created_at')} as day, a.metric, a.sign * e.amount as value
               from ledger_entries e
              cross join lateral (
                select a.brand, case when a.kind = 'wallet' then 'gifted' else 'commission' end as metric,
                       case when a.kind = 'wallet' then -1 else 1 end as sign
                  from ledger_accounts a
                 where a.account_id = e.account_id
                   and ((a.kind = 'commission' and a.owner_member_id is null)
                        or (a.kind = 'wallet'
                            and exists (select 1 from ledger_transactions t where t.tx_id = e.tx_id and t.reason = 'gift')))
                 limit 1) a
              where e.created_at >= $1 and e.created_at < $2 and e.item_code = ${CURRENCY_ITEM}`,
  },
  {
    // Purchases (event 0) and renewals (event 1): each is one paid period.
    name: 'subscriptions',
    metrics: ['subscriptions'],
    select: `select s.brand, ${KST_DAY_SQL('ev.at')} as day, 'subscriptions' as metric, 1 as value
               from subscription_events ev join subscriptions s on s.subscription_id = ev.subscription_id
              where ev.at >= $1 and ev.at < $2 and ev.event in (0, 1)`,
  },
  {
    // Withdrawals paid out, on the day an operator completed them: the count and the won paid.
    name: 'payouts',
    metrics: ['payouts_paid', 'payouts_paid_won'],
    select: `select w.brand, ${KST_DAY_SQL('w.decided_at')} as day, m.metric, m.value
               from withdrawals w
              cross join lateral (values ('payouts_paid', 1::bigint), ('payouts_paid_won', w.payout::bigint)) as m(metric, value)
              where w.state = 'completed' and w.decided_at >= $1 and w.decided_at < $2`,
  },
  {
    name: 'signups',
    metrics: ['signups'],
    select: `select brand, ${KST_DAY_SQL('created_at')} as day, 'signups' as metric, 1 as value
               from members where created_at >= $1 and created_at < $2`,
  },
  {
    // A member active on a day signed in or refreshed a session that day (access tokens last 15 minutes).
    name: 'active_members',
    metrics: ['active_members'],
    select: `select m.brand, d.day, 'active_members' as metric, 1 as value
               from (select distinct r.member_id, ${KST_DAY_SQL('r.created_at')} as day
                       from refresh_tokens r where r.created_at >= $1 and r.created_at < $2) d
               join members m on m.member_id = d.member_id`,
  },
  {
    name: 'chat_lines',
    metrics: ['chat_lines'],
    select: `select m.brand, ${KST_DAY_SQL('cm.created_at')} as day, 'chat_lines' as metric, 1 as value
               from chat_messages cm
               join channels c on c.channel_id = cm.channel_id
               join members m on m.member_id = c.owner_member_id
              where cm.created_at >= $1 and cm.created_at < $2 and cm.kind = 'chat'`,
  },
];

/** The raw figures of [from, to) grouped by brand, day and metric: what the rollup stores. */
export const RAW_DAILY_SQL = `select brand, day::text as day, metric, sum(value)::bigint as value from (
${METRIC_SOURCES.map((source) => source.select).join('\nunion all\n')}
) raw group by brand, day, metric`;
