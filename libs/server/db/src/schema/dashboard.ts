import { bigint, bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff';

/**
 * The business dashboard's daily figures, per brand and Korean calendar day: one row per metric
 * (purchases, purchase_won, gifted, commission, …), recomputed from the ledger and the stores by
 * the rollup job (apps/api/src/modules/admin/dashboard/rollup-job.ts). The job deletes and rewrites
 * whole days, so running it again, or two nodes running it at once, leaves the same rows: it is a
 * cache of the raw tables, never a second bookkeeping.
 */
export const dashboardDaily = pgTable(
  'dashboard_daily',
  {
    brand: varchar('brand', { length: 16 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    metric: varchar('metric', { length: 32 }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brand, table.day, table.metric] })],
);

/**
 * Live channels and concurrent viewers per brand, and under brand '*' every brand together,
 * sampled once a minute (at the minute: two nodes sampling the same minute keep the first), for
 * the peaks and the viewers over time.
 */
export const dashboardSamples = pgTable(
  'dashboard_samples',
  {
    brand: varchar('brand', { length: 16 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    liveChannels: integer('live_channels').notNull(),
    viewers: integer('viewers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brand, table.at] })],
);

/**
 * The samples' highest live channels and viewers per brand (and '*', every brand together) and
 * hour, rewritten by the rollup job with the days: the multi-day charts and peaks read 24 rows a
 * day instead of 1,440.
 */
export const dashboardHourly = pgTable(
  'dashboard_hourly',
  {
    brand: varchar('brand', { length: 16 }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    liveChannels: integer('live_channels').notNull(),
    viewers: integer('viewers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brand, table.hour] })],
);

/** Every run of the ledger invariants from the console's books panel: when, by whom, and what it found. */
export const ledgerBookChecks = pgTable('ledger_book_checks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  staffId: integer('staff_id').references(() => staffAccounts.id),
  ok: boolean('ok').notNull(),
  /** The first problems found (checkLedgerInvariants' lines); [] when the books balance. */
  problems: jsonb('problems').$type<string[]>().notNull(),
  durationMs: integer('duration_ms').notNull(),
});
