import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Messages between members. Each side deletes its own copy: the row goes when both have.
 * read_at is set the first time the recipient opens it; unread counts are recipient rows without it.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    msgId: serial('msg_id').primaryKey(),
    /** Null: the service itself wrote it (a notice such as a payout account change); it keeps no copy. */
    senderMemberId: integer('sender_member_id').references(() => members.memberId),
    recipientMemberId: integer('recipient_member_id')
      .notNull()
      .references(() => members.memberId),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    senderDeletedAt: timestamp('sender_deleted_at', { withTimezone: true }),
    recipientDeletedAt: timestamp('recipient_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('member_messages_inbox_idx').on(table.recipientMemberId, table.msgId),
    index('member_messages_outbox_idx').on(table.senderMemberId, table.msgId),
  ],
);

/** member_id blocked target_member_id: the target cannot message them. */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    targetMemberId: integer('target_member_id')
      .notNull()
      .references(() => members.memberId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.targetMemberId] })],
);

/** A member's own settings (my/setting). */
export const memberSettings = pgTable('member_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.memberId),
  /** Accept messages from other members (blocked ones never get through). */
  allowMessages: boolean('allow_messages').notNull().default(true),
  /** Tell me when a channel I follow goes live. */
  notifyLive: boolean('notify_live').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
