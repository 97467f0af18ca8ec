import { and, count, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { channels, follows, members, memberSettings, notifications, pushSubscriptions, type Database } from '@onair/db';
import type { NotificationItem, NotificationKind, NotificationList, PushSubscriptionBody } from '@onair/contracts';

/** How many the bell lists: the newest. */
export const NOTIFICATION_LIST_SIZE = 30;

export type StoredPushSubscription = { endpoint: string; p256dh: string; auth: string };

/** A reply to a board comment, as its author is told of it. */
export type ReplyWritten = { commentId: number; channelId: number; boardId: number; replierNickname: string; content: string };

/** How much of a reply the bell shows under its line. */
const REPLY_EXCERPT = 60;

const owner = alias(members, 'owner');

export function notificationStore(db: Database) {
  return {
    /**
     * Tells every follower of the channel who wants it (their 방송 알림 of this follow and their own
     * setting both on; no setting row means the default, on) and who is a current member of the
     * channel's brand. One broadcast is told once however often its live state is announced
     * (dedupe key: channel and start time). Returns the members told just now.
     */
    async liveStarted(channelId: number, title: string, startedAt: string): Promise<number[]> {
      const dedupeKey = `live:${channelId}:${startedAt}`;
      const followers = await db
        .select({ memberId: follows.memberId, channelName: channels.name })
        .from(follows)
        .innerJoin(channels, eq(channels.channelId, follows.channelId))
        .innerJoin(owner, eq(owner.memberId, channels.ownerMemberId))
        .innerJoin(members, eq(members.memberId, follows.memberId))
        .leftJoin(memberSettings, eq(memberSettings.memberId, follows.memberId))
        .where(
          and(
            eq(follows.channelId, channelId),
            eq(follows.notifyLive, true),
            sql`coalesce(${memberSettings.notifyLive}, true)`,
            eq(members.brand, owner.brand),
            isNull(members.withdrawnAt),
            ne(follows.memberId, channels.ownerMemberId),
          ),
        );
      if (followers.length === 0) return [];
      const rows = await db
        .insert(notifications)
        .values(
          followers.map((row) => ({
            memberId: row.memberId,
            kind: 'live',
            data: { channelId, channelName: row.channelName, title },
            dedupeKey,
          })),
        )
        .onConflictDoNothing()
        .returning({ memberId: notifications.memberId });
      return rows.map((row) => row.memberId);
    },

    /** A new message (쪽지) for the recipient, named by its sender. */
    async messageArrived(recipientMemberId: number, msgId: number, senderNickname: string): Promise<void> {
      await db
        .insert(notifications)
        .values({
          memberId: recipientMemberId,
          kind: 'message',
          data: { senderNickname },
          dedupeKey: `message:${msgId}`,
        })
        .onConflictDoNothing();
    },

    /** A reply to the member's comment, once per reply (dedupe key: the reply's id). */
    async replyWritten(memberId: number, reply: ReplyWritten): Promise<void> {
      await db
        .insert(notifications)
        .values({
          memberId,
          kind: 'reply',
          data: {
            channelId: reply.channelId,
            boardId: reply.boardId,
            replierNickname: reply.replierNickname,
            excerpt: [...reply.content].slice(0, REPLY_EXCERPT).join(''),
          },
          dedupeKey: `reply:${reply.commentId}`,
        })
        .onConflictDoNothing();
    },

    async list(memberId: number): Promise<NotificationList> {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.memberId, memberId))
        .orderBy(desc(notifications.notificationId))
        .limit(NOTIFICATION_LIST_SIZE);
      const [unread] = await db
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
      return { items: rows.map(toItem), unread: unread?.value ?? 0 };
    },

    async markRead(memberId: number, upTo: number | undefined): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.memberId, memberId),
            isNull(notifications.readAt),
            upTo === undefined ? undefined : lte(notifications.notificationId, upTo),
          ),
        );
    },

    /** One endpoint belongs to one member: a browser signed in as someone else takes it over. */
    async subscribe(memberId: number, subscription: PushSubscriptionBody): Promise<void> {
      const values = { memberId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
      await db
        .insert(pushSubscriptions)
        .values({ endpoint: subscription.endpoint, ...values })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    },

    async unsubscribe(memberId: number, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async subscriptionsOf(memberIds: number[]): Promise<(StoredPushSubscription & { memberId: number })[]> {
      if (memberIds.length === 0) return [];
      return db
        .select({
          memberId: pushSubscriptions.memberId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.memberId, memberIds));
    },

    /** The push service said the subscription is gone (404 or 410). */
    async forgetEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

function toItem(row: typeof notifications.$inferSelect): NotificationItem {
  const kind = row.kind as NotificationKind;
  const data = row.data;
  const text = (field: string) => String(data[field] ?? '');
  const common = { notificationId: row.notificationId, kind, read: row.readAt !== null, createdAt: row.createdAt.toISOString() };
  if (kind === 'message') return { ...common, channelId: null, name: text('senderNickname'), title: '' };
  if (kind === 'reply') {
    return {
      ...common,
      channelId: Number(data['channelId']),
      boardId: Number(data['boardId']),
      name: text('replierNickname'),
      title: text('excerpt'),
    };
  }
  return { ...common, channelId: Number(data['channelId']), name: text('channelName'), title: text('title') };
}
