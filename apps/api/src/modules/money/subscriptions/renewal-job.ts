import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { BRANDS, getBrand } from '@onair/brand';
import { RENEWAL_EVENT, SUBSCRIPTION_STATE, type BrandCode } from '@onair/contracts';
import { channels, members, subscriptionEvents, subscriptions, type Database } from '@onair/db';
import { InsufficientBalance, type Ledger } from '@onair/ledger';
import { chargeSubscription } from './subscription-charge';
import { startRepeatingJob } from '../../../platform/repeating-job';

export type RenewalDeps = {
  db: Database;
  ledger: Ledger;
  /** Told of a subscription that could not be handled (not a refused charge); the next run tries it again. */
  onError?: (error: unknown, subscriptionId: number) => void;
};
/** renewed: charged for another month; failed: too little balance, now expired; expired: lapsed without renewal; errors: left for the next run. */
export type RenewalReport = { renewed: number; failed: number; expired: number; errors: number };

/** How many due subscriptions one run takes on; the next run (a minute later) takes the rest. */
const BATCH = 500;

type Due = { subscriptionId: number; memberId: number; ownerMemberId: number; brand: string; periods: number };

/**
 * Charges every one-month subscription that renews automatically and is due (expired by now),
 * and expires the ones that do not renew. Safe to run twice or concurrently: a renewal moves the
 * row by a conditional UPDATE on its period count, so only one run charges period n + 1, and
 * subscription_events is unique per (subscription, event, period) behind it.
 */
export async function renewDueSubscriptions(deps: RenewalDeps, now: Date = new Date()): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, failed: 0, expired: 0, errors: 0 };
  const due: Due[] = await deps.db
    .select({
      subscriptionId: subscriptions.subscriptionId,
      memberId: subscriptions.memberId,
      ownerMemberId: channels.ownerMemberId,
      brand: subscriptions.brand,
      periods: subscriptions.periods,
    })
    .from(subscriptions)
    .innerJoin(channels, eq(channels.channelId, subscriptions.channelId))
    .where(renewable(now))
    .orderBy(asc(subscriptions.expiresAt))
    .limit(BATCH);
  for (const subscription of due) {
    try {
      const outcome = await renewOne(deps, subscription, now);
      if (outcome === 'renewed') report.renewed += 1;
      if (outcome === 'failed') report.failed += 1;
    } catch (error) {
      report.errors += 1;
      deps.onError?.(error, subscription.subscriptionId);
    }
  }
  report.expired = await expireLapsed(deps.db, now);
  return report;
}

/**
 * A brand that switched subscriptions off charges nobody again: what members bought runs to its end
 * and then expires, as a cancelled renewal would (switching the feature back on resumes renewals
 * that are still running).
 */
const RENEWING_BRANDS = Object.values(BRANDS)
  .filter((brand) => brand.features.subscriptions)
  .map((brand) => brand.code);

const renewable = (now: Date) =>
  and(
    eq(subscriptions.state, SUBSCRIPTION_STATE.subscribed),
    inArray(subscriptions.brand, RENEWING_BRANDS),
    eq(subscriptions.autoRenew, true),
    eq(subscriptions.plan, 'oneMonth'),
    lte(subscriptions.expiresAt, now),
    // Only a channel of the subscription's own brand is paid (the brands keep separate books): one
    // bought across brands before that was checked runs to its end and expires.
    sql`exists (select 1 from ${channels} c join ${members} m on m.member_id = c.owner_member_id
                 where c.channel_id = ${subscriptions.channelId} and m.brand = ${subscriptions.brand})`,
  );

/** Still the period this run saw: another run that renewed or failed it first changed that. */
const unchanged = (subscription: Due, now: Date) =>
  and(
    eq(subscriptions.subscriptionId, subscription.subscriptionId),
    eq(subscriptions.periods, subscription.periods),
    renewable(now),
  );

async function renewOne(
  { ledger }: RenewalDeps,
  subscription: Due,
  now: Date,
): Promise<'renewed' | 'failed' | 'skipped'> {
  const period = subscription.periods + 1;
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  try {
    return await ledger.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptions)
        .set({
          periods: period,
          // A month after the last expiry keeps the billing day; after a long outage, a month from now.
          expiresAt: sql`case when ${subscriptions.expiresAt} + interval '1 month' > ${nowAt} then ${subscriptions.expiresAt} + interval '1 month' else ${nowAt} + interval '1 month' end`,
          updatedAt: now,
        })
        .where(unchanged(subscription, now))
        .returning({ subscriptionId: subscriptions.subscriptionId });
      if (!row) return 'skipped';
      const { txId } = await chargeSubscription(tx, ledger, {
        subscriptionId: subscription.subscriptionId,
        subscriberId: subscription.memberId,
        channelOwnerId: subscription.ownerMemberId,
        brand: getBrand(subscription.brand as BrandCode),
        plan: 'oneMonth',
        period,
        useTicket: false,
      });
      await tx
        .insert(subscriptionEvents)
        .values({ subscriptionId: subscription.subscriptionId, event: RENEWAL_EVENT.renewal, period, txId });
      return 'renewed';
    });
  } catch (error) {
    if (!(error instanceof InsufficientBalance)) throw error;
  }
  // Too little in the wallet: the renewal fails and the subscription expires (the charge rolled back).
  return ledger.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ state: SUBSCRIPTION_STATE.expired, updatedAt: now })
      .where(unchanged(subscription, now))
      .returning({ subscriptionId: subscriptions.subscriptionId });
    if (!row) return 'skipped';
    await tx
      .insert(subscriptionEvents)
      .values({ subscriptionId: subscription.subscriptionId, event: RENEWAL_EVENT.paymentRenewalFailed, period })
      .onConflictDoNothing();
    return 'failed';
  });
}

/** Subscriptions past expiry that will not be renewed (renewal off or cancelled, three-month plans) expire. */
async function expireLapsed(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ state: SUBSCRIPTION_STATE.expired, updatedAt: now })
    .where(
      and(
        sql`${subscriptions.state} in (${SUBSCRIPTION_STATE.subscribed}, ${SUBSCRIPTION_STATE.renewalCancelled})`,
        lte(subscriptions.expiresAt, now),
        sql`not (${renewable(now)})`,
      ),
    )
    .returning({ subscriptionId: subscriptions.subscriptionId });
  return rows.length;
}

/** Runs the job every intervalMs (startRepeatingJob) until the returned stop is called. */
export function startRenewalTimer(
  deps: RenewalDeps,
  onError: (error: unknown) => void,
  intervalMs = 60_000,
): () => Promise<void> {
  return startRepeatingJob(() => renewDueSubscriptions(deps).catch(onError), intervalMs);
}
