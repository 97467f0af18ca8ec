import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';
import { staffAccounts } from './staff';

/**
 * Every sanction the operator console gave a member, lifted or not: the member page's history.
 * What is in force is mirrored on members (blocked, chat_banned and their ends), which every
 * session and chat check already reads; this table is the record of who, why and until when.
 */
export const memberSanctions = pgTable(
  'member_sanctions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    brand: varchar('brand', { length: 16 }).notNull(),
    /** chat-ban or block (ADMIN_SANCTION_KINDS of @onair/contracts). */
    kind: varchar('kind', { length: 12 }).notNull(),
    reason: text('reason').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => staffAccounts.id),
    liftReason: text('lift_reason'),
  },
  (table) => [index('member_sanctions_member_idx').on(table.memberId, table.id)],
);
