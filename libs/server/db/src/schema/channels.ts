import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';

export const channels = pgTable(
  'channels',
  {
    channelId: serial('channel_id').primaryKey(),
    ownerMemberId: integer('owner_member_id')
      .notNull()
      .unique()
      .references(() => members.memberId),
    name: varchar('name', { length: 60 }).notNull(),
    description: text('description').notNull().default(''),
    profileImageUrl: text('profile_image_url'),
    thumbnailUrl: text('thumbnail_url'),
    isLive: boolean('is_live').notNull().default(false),
    liveTitle: varchar('live_title', { length: 120 }),
    /** IVS, HLS, NCP, HTML5 or BYTEPLUS while live. */
    player: varchar('player', { length: 16 }),
    viewerCount: integer('viewer_count').notNull().default(0),
    adult: boolean('adult').notNull().default(false),
    liveStartedAt: timestamp('live_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('channels_live_idx').on(table.isLive, table.viewerCount)],
);
