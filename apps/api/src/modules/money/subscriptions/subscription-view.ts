import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { SUBSCRIPTION_STATE } from '@onair/contracts';
import { channels, members, subscriptions, type SubscriptionRow } from '@onair/db';
import type { LedgerReader } from '@onair/ledger';
import { offsetOf, pageOf } from '../paging';
import type { SubscriptionPlan } from './subscription-charge';

type Names = { channelName: string; memberNickname: string };

export function subscriptionView(row: SubscriptionRow, names: Names) {
  return {
    subscriptionId: Number(row.subscriptionId),
    channelId: row.channelId,
    channelName: names.channelName,
    memberNickname: names.memberNickname,
    plan: row.plan as SubscriptionPlan,
    state: row.state as 1 | 2 | 3 | 4 | 5,
    autoRenew: row.autoRenew,
    startedAt: row.startedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    periods: row.periods,
  };
}

/** Subscriptions matching a filter, newest first, with the channel's name and the subscriber's nickname. */
export async function subscriptionPage(db: LedgerReader, filter: SQL | undefined, paging: { page: number; size: number }) {
  const rows = await db
    .select({ row: subscriptions, channelName: channels.name, memberNickname: members.nickname })
    .from(subscriptions)
    .innerJoin(channels, eq(channels.channelId, subscriptions.channelId))
    .innerJoin(members, eq(members.memberId, subscriptions.memberId))
    .where(filter)
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.subscriptionId))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const [total] = await db.select({ value: count() }).from(subscriptions).where(filter);
  return pageOf(
    rows.map(({ row, ...names }) => subscriptionView(row, names)),
    paging,
    total?.value ?? 0,
  );
}

/** One subscription with its names, as the routes answer it (read in the caller's transaction when there is one). */
export async function subscriptionById(db: LedgerReader, subscriptionId: number) {
  const page = await subscriptionPage(db, eq(subscriptions.subscriptionId, subscriptionId), { page: 1, size: 1 });
  const [view] = page.items;
  if (!view) throw new Error(`subscription ${subscriptionId} vanished`);
  return view;
}

/** Subscribed (1) or renewal cancelled (5), and not past its expiry: what counts as subscribed now. */
export const activeAt = (now: Date) =>
  and(inArray(subscriptions.state, [SUBSCRIPTION_STATE.subscribed, SUBSCRIPTION_STATE.renewalCancelled]), gt(subscriptions.expiresAt, now));
