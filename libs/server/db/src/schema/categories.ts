import { boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What a broadcast is about (docs/discovery.md): games and the non-game kinds (talk, music, sports,
 * cooking, travel, study, art...). One list for every brand, seeded by the migration and edited by
 * content staff in the console; a disabled category is gone from browse and search, and channels
 * in it show no category until it is enabled again.
 */
export const categories = pgTable('categories', {
  categoryId: serial('category_id').primaryKey(),
  /** The address of its browse page (/browse/{slug}): lower-case letters, digits and dashes. */
  slug: varchar('slug', { length: 40 }).notNull().unique(),
  /** game or other: browse shows them as one list, ordered by live viewers. */
  kind: varchar('kind', { length: 16 }).notNull(),
  nameKo: varchar('name_ko', { length: 40 }).notNull(),
  nameEn: varchar('name_en', { length: 40 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** The order among categories with the same live viewers (none live: this order alone). */
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
