import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { members } from './members';

/**
 * A live match (라이브 매치): a gift battle between two channels of one brand. The proposing
 * channel's owner proposes, the opponent's owner answers within answer_by; once running, the
 * currency gifted to either side until ends_at is its score. A status moves only forward, by
 * conditional UPDATEs (docs/chat.md, Live matches), so whichever node's statement moved it
 * announces it.
 */
export const liveMatches = pgTable(
  'live_matches',
  {
    matchId: serial('match_id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    opponentChannelId: integer('opponent_channel_id')
      .notNull()
      .references(() => channels.channelId),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => members.memberId),
    minutes: smallint('minutes').notNull(),
    /** proposed, running, ended, declined or expired. */
    status: varchar('status', { length: 10 }).notNull().default('proposed'),
    channelScore: bigint('channel_score', { mode: 'number' }).notNull().default(0),
    opponentScore: bigint('opponent_score', { mode: 'number' }).notNull().default(0),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    winnerChannelId: integer('winner_channel_id').references(() => channels.channelId),
  },
  (table) => [
    // Open matches are found by either side's channel.
    index('live_matches_channel_idx').on(table.channelId, table.status),
    index('live_matches_opponent_idx').on(table.opponentChannelId, table.status),
    check('live_matches_sides', sql`${table.channelId} <> ${table.opponentChannelId}`),
    check('live_matches_minutes', sql`${table.minutes} between 3 and 30`),
    check(
      'live_matches_status',
      sql`${table.status} in ('proposed', 'running', 'ended', 'declined', 'expired')`,
    ),
  ],
);
