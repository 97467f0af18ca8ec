import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { members } from './members';

/** Upload ids attached to a post, in the order the author gave them. */
const attachmentIds = () => jsonb('attachment_ids').$type<string[]>().notNull().default([]);

/** A channel's notices: written by the owner or a manager, read by everyone. */
export const channelNotices = pgTable(
  'channel_notices',
  {
    noticeId: serial('notice_id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    authorMemberId: integer('author_member_id')
      .notNull()
      .references(() => members.memberId),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    /** Pinned above the others. */
    important: boolean('important').notNull().default(false),
    imageIds: attachmentIds(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('channel_notices_channel_idx').on(table.channelId, table.createdAt)],
);

/**
 * Who may write on a channel's board. write: 'all' (any signed-in member), 'owner' (owner and
 * managers). comments: whether members may comment.
 */
export const boardSettings = pgTable('board_settings', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.channelId),
  writeAccess: varchar('write_access', { length: 8 }).notNull().default('all'),
  commentsEnabled: boolean('comments_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Posts on a channel's board. category: 1 free, 2 fan art, 3 question, 4 review (the UI names
 * them). like_count and comment_count are kept in the same transaction as the like or comment.
 */
export const boardPosts = pgTable(
  'board_posts',
  {
    boardId: serial('board_id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    authorMemberId: integer('author_member_id')
      .notNull()
      .references(() => members.memberId),
    category: smallint('category').notNull().default(1),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    important: boolean('important').notNull().default(false),
    imageIds: attachmentIds(),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by a moderator after a report: gone for members, kept for the record (hidden_note says why). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenNote: text('hidden_note'),
  },
  (table) => [
    index('board_posts_channel_idx').on(table.channelId, table.important, table.createdAt),
    check('board_posts_counts', sql`${table.likeCount} >= 0 and ${table.commentCount} >= 0`),
  ],
);

/**
 * Who has read a post lately, so a view counts once per reader per hour: a reload, or the refetch
 * after a like or a comment, does not inflate 조회수. viewer_key is m:{memberId} or a:{address}.
 */
export const boardPostViews = pgTable(
  'board_post_views',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => boardPosts.boardId),
    viewerKey: varchar('viewer_key', { length: 80 }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.boardId, table.viewerKey] })],
);

export const boardComments = pgTable(
  'board_comments',
  {
    commentId: serial('comment_id').primaryKey(),
    boardId: integer('board_id')
      .notNull()
      .references(() => boardPosts.boardId),
    authorMemberId: integer('author_member_id')
      .notNull()
      .references(() => members.memberId),
    content: varchar('content', { length: 500 }).notNull(),
    /** The comment this one replies to (one level: never itself a reply); null for a comment on the post. */
    parentCommentId: integer('parent_comment_id').references((): AnyPgColumn => boardComments.commentId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its author last changed the text; null: never edited (shown as 수정됨 otherwise). */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by a moderator after a report: gone for members, kept for the record. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenNote: text('hidden_note'),
  },
  (table) => [
    index('board_comments_board_idx').on(table.boardId, table.commentId),
    index('board_comments_parent_idx').on(table.parentCommentId, table.commentId),
  ],
);

/** One like per member per post: the primary key makes a double click count once. */
export const boardLikes = pgTable(
  'board_likes',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => boardPosts.boardId),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.boardId, table.memberId] })],
);

/** Which board posts a member has seen, for find-new-board. */
export const boardReads = pgTable(
  'board_reads',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    lastReadBoardId: integer('last_read_board_id').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.memberId] })],
);

export const follows = pgTable(
  'follows',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    /** 방송 알림: tell this follower when the channel goes live (with their own setting on too). */
    notifyLive: boolean('notify_live').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.channelId] }),
    index('follows_channel_idx').on(table.channelId),
  ],
);

/** Channels a member watched: played (every channel ever) and recent (newest first). */
export const watchHistory = pgTable(
  'watch_history',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    watchCount: integer('watch_count').notNull().default(1),
    lastWatchedAt: timestamp('last_watched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.channelId] }),
    index('watch_history_recent_idx').on(table.memberId, table.lastWatchedAt),
  ],
);
