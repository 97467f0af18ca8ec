import { boolean, index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Texts the service publishes to everyone: kind 'notice' (service notices), 'develop'
 * (development and release notes) and 'guide' (how-to guides). brand null means every brand.
 */
export const csNotices = pgTable(
  'cs_notices',
  {
    noticeId: serial('notice_id').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull().default('notice'),
    brand: varchar('brand', { length: 16 }),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    important: boolean('important').notNull().default(false),
    /** English for English readers; null answers the Korean. */
    titleEn: varchar('title_en', { length: 200 }),
    contentEn: text('content_en'),
    /** Shown from starts_at until ends_at (null: no bound), unless an operator retired it. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cs_notices_kind_idx').on(table.kind, table.important, table.createdAt)],
);
