import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Who a banner is for: everyone, visitors only (not signed in), or signed-in members only. */
export const HOME_AUDIENCES = ['everyone', 'visitors', 'members'] as const;
export type HomeAudience = (typeof HOME_AUDIENCES)[number];

/**
 * What an operator puts on the home page, per brand: banners (style 'classic' for /banners,
 * 'newstyle' for /banners-newstyle), popups, themes (curated channel rows per device) and partner
 * logos. A row shows between starts_at and ends_at (null: no bound), in position order. Korean is
 * the source text; title_en and body_en are the English an operator may add (null: answer the Korean).
 */
export const homeItems = pgTable(
  'home_items',
  {
    itemId: serial('item_id').primaryKey(),
    brand: varchar('brand', { length: 16 }).notNull(),
    /** banner, popup, theme or logo. */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Banners: classic or newstyle. Themes: PC, MOBILE_WEB or APP. Others: ''. */
    variant: varchar('variant', { length: 12 }).notNull().default(''),
    title: varchar('title', { length: 100 }).notNull(),
    body: varchar('body', { length: 1000 }).notNull().default(''),
    /** English title and body for English readers; null falls back to the Korean. */
    titleEn: varchar('title_en', { length: 100 }),
    bodyEn: varchar('body_en', { length: 1000 }),
    imageUrl: varchar('image_url', { length: 300 }),
    linkUrl: varchar('link_url', { length: 300 }),
    /** Themes: the channel ids the row shows. */
    channelIds: jsonb('channel_ids').$type<number[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** Banners: everyone, visitors or members (HOME_AUDIENCES). Others: everyone. */
    audience: varchar('audience', { length: 8 }).$type<HomeAudience>().notNull().default('everyone'),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('home_items_brand_kind_idx').on(table.brand, table.kind, table.position),
    // Only banners are answered per audience: a popup or logo for visitors would still show to members.
    check(
      'home_items_audience',
      sql`${table.audience} in ('everyone', 'visitors', 'members') and (${table.kind} = 'banner' or ${table.audience} = 'everyone')`,
    ),
  ],
);
