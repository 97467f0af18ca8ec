import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { chatRooms } from './chat';
import { members } from './members';

/**
 * The line pinned above a room's chat by its owner, a manager or an operator; one per room. A
 * typed notice, or one of the room's chat lines (line_seq and its writer, kept as the line showed
 * them, so the pin reads the same after the line's writer changes their nickname).
 */
export const chatAnnouncements = pgTable('chat_announcements', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => chatRooms.channelId),
  text: varchar('text', { length: 200 }).notNull(),
  setBy: integer('set_by')
    .notNull()
    .references(() => members.memberId),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  lineSeq: bigint('line_seq', { mode: 'number' }),
  /** No key, as chat_messages.member_id has none. */
  lineMemberId: integer('line_member_id'),
  lineNickname: varchar('line_nickname', { length: 20 }),
});

/**
 * A vote a room's owner or manager opens: a question with 2-5 options, open until ends_at or
 * until closed early. One open vote per room at a time.
 */
export const chatVotes = pgTable(
  'chat_votes',
  {
    voteId: serial('vote_id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    question: varchar('question', { length: 100 }).notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => members.memberId),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_votes_channel_idx').on(table.channelId, table.voteId),
    check('chat_votes_window', sql`${table.endsAt} > ${table.openedAt}`),
  ],
);

/** One ballot per member per vote: the primary key makes a second click count once. */
export const chatVoteBallots = pgTable(
  'chat_vote_ballots',
  {
    voteId: integer('vote_id')
      .notNull()
      .references(() => chatVotes.voteId),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    optionIndex: smallint('option_index').notNull(),
    castAt: timestamp('cast_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.voteId, table.memberId] })],
);
