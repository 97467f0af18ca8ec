import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { channels } from './channels';

/**
 * A channel's OBS alert overlay (docs/creator.md). The secret is kept whole, unlike a stream key's:
 * the studio shows the overlay URL on every visit, and it grants only watching the channel's alerts.
 * Regenerating replaces it, so the old /overlay/{secret} URL stops working at once.
 * settings: position, colours and the minimum amount that alerts, as the studio saved them.
 */
export const channelOverlays = pgTable('channel_overlays', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.channelId),
  secret: varchar('secret', { length: 64 }).notNull().unique(),
  settings: jsonb('settings').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A live channel's viewers once a minute, for the studio's charts and broadcast summaries. */
export const channelViewerSamples = pgTable(
  'channel_viewer_samples',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    /** The minute sampled (truncated). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    viewers: integer('viewers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.at] }), index('channel_viewer_samples_at_idx').on(table.at)],
);

/**
 * Sample alerts the studio's test buttons fired, kept so an overlay open on any API node shows them:
 * each node's overlay stream reads the rows after the last id it sent, as it reads gifts. The ids
 * are one sequence for every channel and never reused, so a reader's mark stays valid after
 * pruning; rows older than a minute are worth nothing and are deleted as new ones are written.
 */
export const overlayTestAlerts = pgTable(
  'overlay_test_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    /** A CreatorEvent's kind: gift, subscription or follow. */
    kind: varchar('kind', { length: 16 }).notNull(),
    nickname: varchar('nickname', { length: 20 }).notNull(),
    amount: integer('amount').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('overlay_test_alerts_channel_id_idx').on(table.channelId, table.id),
    index('overlay_test_alerts_created_at_idx').on(table.createdAt),
  ],
);
