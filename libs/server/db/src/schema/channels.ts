import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { categories } from './categories';
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
    /** Adult broadcast (adultBroadcast in the channel settings): only verified adults may watch. */
    adult: boolean('adult').notNull().default(false),
    /** When the owner agreed to the broadcast rules (SPEC's broadcast-rules document) in opening the channel. */
    broadcastRulesAgreedAt: timestamp('broadcast_rules_agreed_at', { withTimezone: true }),
    bannerImageUrl: text('banner_image_url'),
    /** A password room: viewers enter with the password or a room pass (live-Auth). argon2id; null: open. */
    roomPasswordHash: text('room_password_hash'),
    /** Channel settings (SPEC section 3): may this channel broadcast at all. */
    broadcast: boolean('broadcast').notNull().default(true),
    /** 19+ broadcasts beyond adult: identity-verified adults who opted in. */
    adultPlusBroadcast: boolean('adult_plus_broadcast').notNull().default(false),
    /** Which social logins the channel's viewers are offered. */
    snsLoginKakao: boolean('sns_login_kakao').notNull().default(true),
    snsLoginNaver: boolean('sns_login_naver').notNull().default(true),
    snsLoginGoogle: boolean('sns_login_google').notNull().default(true),
    snsLoginTwitch: boolean('sns_login_twitch').notNull().default(true),
    /** What the broadcast is about (docs/discovery.md), set by the owner with the title; null: none. */
    categoryId: integer('category_id').references(() => categories.categoryId),
    /** Up to 5 free tags, normalised (trimmed, single spaces, lower case, no '#'), set with the title. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The broadcast's language (BROADCAST_LANGUAGES of @onair/contracts: ko, en, ja, zh), set with the title. */
    language: varchar('language', { length: 8 }).notNull().default('ko'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    liveStartedAt: timestamp('live_started_at', { withTimezone: true }),
    /** An operator suspended broadcasting here (docs/takedown.md): no publish until lifted; null: not suspended. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The operator's reason, told to the streamer in the settings and with every refused publish. */
    suspendedReason: text('suspended_reason'),
    /** The last operator takedown (end, revoke-key, suspend) and its reason, shown to the streamer; null after a lift. */
    takedownAction: varchar('takedown_action', { length: 16 }),
    takedownReason: text('takedown_reason'),
    takedownAt: timestamp('takedown_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The home list's order (liveFirst in the API's directory): live first, most viewers first, then
    // by name. A page is the next rows of this index; on (is_live, viewer_count) alone PostgreSQL
    // sorted each run of equal counts by name, all the offline channels for any page past the live ones.
    index('channels_home_order_idx').on(
      table.isLive.desc().nullsFirst(),
      table.viewerCount.desc().nullsFirst(),
      table.name,
      table.channelId,
    ),
    index('channels_category_idx').on(table.categoryId, table.isLive),
    check('channels_language_known', sql`${table.language} in ('ko', 'en', 'ja', 'zh')`),
  ],
);
