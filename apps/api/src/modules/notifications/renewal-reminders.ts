import { and, eq, gt, lte } from 'drizzle-orm';
import { SUBSCRIPTION_STATE } from '@onair/contracts';
import { channels, notifications, subscriptions, type Database } from '@onair/db';

/** How long before a subscription renews its member is reminded. */
export const RENEWAL_REMINDER_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Reminds every member whose subscription renews itself within RENEWAL_REMINDER_MS: the bell
 * names the channel. Once per period (dedupe key: subscription and period), however often it runs.
 */
export async function remindRenewals(db: Database, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({
      subscriptionId: subscriptions.subscriptionId,
      memberId: subscriptions.memberId,
      periods: subscriptions.periods,
      channelId: subscriptions.channelId,
      channelName: channels.name,
      expiresAt: subscriptions.expiresAt,
    })
    .from(subscriptions)
    .innerJoin(channels, eq(channels.channelId, subscriptions.channelId))
    .where(
      and(
        eq(subscriptions.state, SUBSCRIPTION_STATE.subscribed),
        eq(subscriptions.autoRenew, true),
        gt(subscriptions.expiresAt, now),
        lte(subscriptions.expiresAt, new Date(now.getTime() + RENEWAL_REMINDER_MS)),
      ),
    )
    .limit(1000);
  if (due.length === 0) return 0;
  const rows = await db
    .insert(notifications)
    .values(
      due.map((row) => ({
        memberId: row.memberId,
        kind: 'renewal',
        data: { channelId: row.channelId, channelName: row.channelName, title: row.expiresAt.toISOString() },
        dedupeKey: `renewal:${row.subscriptionId}:${row.periods}`,
      })),
    )
    .onConflictDoNothing()
    .returning({ notificationId: notifications.notificationId });
  return rows.length;
}
