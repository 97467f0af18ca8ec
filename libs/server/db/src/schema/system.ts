import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';
import { staffAccounts } from './staff';

/**
 * Maintenance windows, each of one brand (or, brand null, of every brand: the window from the
 * environment at start). A row is never updated except to clear it, so the table is also the history
 * of who set which window. A brand's window in force is its newest uncleared row whose end is still
 * ahead (docs/shell.md, "Maintenance").
 */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Free text for the notice page; '' means the page shows its standard reason. */
    reason: text('reason').notNull().default(''),
    /** The brand it closes; null: every brand (the environment's window, and rows from before brands had their own). */
    brand: varchar('brand', { length: 16 }),
    /** The operator (user type O) who set it through /api/system/maintenance; null otherwise. */
    setBy: integer('set_by').references(() => members.memberId),
    /** The staff account that scheduled it in the console; null otherwise. */
    setByStaff: integer('set_by_staff').references(() => staffAccounts.id),
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
