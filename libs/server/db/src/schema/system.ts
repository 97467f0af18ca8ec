import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Maintenance windows of the whole service (every brand shares one API). A row is never updated
 * except to clear it, so the table is also the history of who set which window. The window in
 * force is the newest uncleared row whose end is still ahead.
 */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Free text for the notice page; '' means the page shows its standard reason. */
    reason: text('reason').notNull().default(''),
    /** The operator who set it; null when it came from the environment at start. */
    setBy: integer('set_by').references(() => members.memberId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an operator ends or replaces the window. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [
    check('maintenance_windows_order', sql`${table.endAt} > ${table.startAt}`),
    index('maintenance_windows_open_idx')
      .on(table.id)
      .where(sql`${table.clearedAt} is null`),
  ],
);
