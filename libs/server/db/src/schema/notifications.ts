import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * What a member is told in the app's bell (docs/notifications.md): a followed channel went live, a
 * new message. dedupe_key makes telling the same thing twice (a repeated live event of one
 * broadcast) one row. read_at is set when the member opens the bell's list.
 */
export const notifications = pgTable(
  'notifications',
  {
    notificationId: serial('notification_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    /** 'live' | 'message' (contracts NotificationKind). */
    kind: text('kind').notNull(),
    /** What the line shows and links to, by kind: { channelId, channelName, title }, { senderNickname } or { channelId, boardId, replierNickname, excerpt }. */
    data: jsonb('data').$type<Record<string, string | number>>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_member_dedupe_idx').on(table.memberId, table.dedupeKey),
    index('notifications_member_idx').on(table.memberId, table.notificationId),
  ],
);

/** A browser's Web Push subscription: the push service's endpoint and the keys its payloads are encrypted to. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_member_idx').on(table.memberId)],
);
