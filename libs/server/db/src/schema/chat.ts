import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { members } from './members';

/**
 * One chat room per channel (the socket room is the channel id). last_seq is the room's sequence
 * counter: a send locks this row, takes the next numbers and inserts its messages in the same
 * transaction, so every node agrees on one gapless order. frozen: only the owner, managers and
 * operators may speak.
 */
export const chatRooms = pgTable('chat_rooms', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.channelId),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  frozen: boolean('frozen').notNull().default(false),
  /** Slow mode: the seconds a viewer waits between two lines (0: off); the owner, managers and operators never wait. */
  slowModeSeconds: smallint('slow_mode_seconds').notNull().default(0),
  /** Followers-only chat: a member who does not follow the channel may read but not write. */
  followersOnly: boolean('followers_only').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every message a room showed, in its sequence: chat lines, gifts (shown as alerts) and notices.
 * Plain text as typed (control characters stripped); escaping is the renderer's job. A member's
 * client_msg_id is unique per room, so a resend after a reconnect finds the first copy.
 *
 * channel_id and member_id refer to a room and a member that exist, checked once per inserting
 * statement by a trigger rather than by foreign keys (migration 0030_chat_message_reference_checks):
 * the keys' checks ran per row, two for every gift alert, and were two fifths of the alerts' batch
 * statement (bench/README.md). Rooms are never deleted and a member with messages cannot be
 * (triggers refuse it), so a row checked once stays valid.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    channelId: integer('channel_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** Null for notices the system posts. */
    memberId: integer('member_id'),
    nickname: varchar('nickname', { length: 20 }).notNull().default(''),
    /** The sender's role in the room when it was sent: owner, manager, operator or member. */
    role: varchar('role', { length: 12 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    text: text('text').notNull().default(''),
    payload: jsonb('payload'),
    clientMsgId: varchar('client_msg_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a moderator deleted the line (docs/chat.md, Deleting a line). The row stays, so the
     * room's sequence keeps no hole the clients would try to fill; catch-up and replays leave it out.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Who deleted it (a member id; no key, as for member_id above). */
    deletedBy: integer('deleted_by'),
  },
  (table) => [
    primaryKey({ columns: [table.channelId, table.seq] }),
    unique('chat_messages_client_msg_unique').on(table.channelId, table.memberId, table.clientMsgId),
    check('chat_messages_kind', sql`${table.kind} in ('chat', 'gift', 'notice')`),
    // Chat lines per day for the dashboard's rollup job.
    index('chat_messages_created_brin').using('brin', table.createdAt).with({ autosummarize: true }),
  ],
);

/** Members the channel owner appointed to moderate the room. */
export const chatManagers = pgTable(
  'chat_managers',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    appointedAt: timestamp('appointed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.memberId] })],
);

/**
 * Sanctions in force in a room: kick (out, may not come back until it ends), blacklist (banned,
 * until lifted) and dumb (muted until it ends). until null means until lifted.
 */
export const chatSanctions = pgTable(
  'chat_sanctions',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    kind: varchar('kind', { length: 10 }).notNull(),
    until: timestamp('until', { withTimezone: true }),
    byMemberId: integer('by_member_id').references(() => members.memberId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.channelId, table.memberId, table.kind] }),
    check('chat_sanctions_kind', sql`${table.kind} in ('kick', 'blacklist', 'dumb')`),
    index('chat_sanctions_member_idx').on(table.memberId),
  ],
);
