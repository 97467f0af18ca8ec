import { and, eq } from 'drizzle-orm';
import { subscriptions, type Database } from '@onair/db';
import { activeAt } from '../money/index';

/**
 * Whether a member may use a channel's subscriber emoji: its owner, or a member whose subscription
 * counts as active now the way the money work counts it (subscribed, or renewal cancelled and not
 * yet expired).
 */
export async function usesSubscriberEmoji(
  db: Database,
  memberId: number,
  channel: { channelId: number; ownerMemberId: number },
  now = new Date(),
): Promise<boolean> {
  if (channel.ownerMemberId === memberId) return true;
  const [row] = await db
    .select({ id: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.memberId, memberId), eq(subscriptions.channelId, channel.channelId), activeAt(now)))
    .limit(1);
  return row !== undefined;
}
