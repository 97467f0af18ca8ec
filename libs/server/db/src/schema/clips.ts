import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, real, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { members } from './members';
import { broadcasts, recordedStreams } from './streams';

/**
 * A viewer's clip of 5-60 s of a broadcast (docs/media.md, "Clips"), cut without re-encoding by the
 * media node holding the broadcast: pending until that node reports it made (ready) or not (failed).
 */
export const clips = pgTable(
  'clips',
  {
    clipId: serial('clip_id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.broadcastId),
    /** The replay it was cut from; null when cut from the live broadcast's rewind window. */
    recordedStreamId: integer('recorded_stream_id').references(() => recordedStreams.recordedStreamId),
    creatorMemberId: integer('creator_member_id')
      .notNull()
      .references(() => members.memberId),
    title: varchar('title', { length: 100 }).notNull(),
    /** The node that cuts it and serves its file. */
    mediaNode: varchar('media_node', { length: 64 }).notNull(),
    /** Asked: a moment of the recording (replay), or how far behind the live edge the clip ends (live). */
    requestedStartSeconds: real('requested_start_seconds'),
    behindLiveSeconds: real('behind_live_seconds'),
    requestedDurationSeconds: real('requested_duration_seconds').notNull(),
    /** Made: the span the file covers, its start snapped back to a keyframe. */
    startSeconds: real('start_seconds'),
    durationSeconds: real('duration_seconds'),
    /** pending, ready or failed. */
    status: varchar('status', { length: 8 }).notNull().default('pending'),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    filesRemovedAt: timestamp('files_removed_at', { withTimezone: true }),
  },
  (table) => [
    index('clips_channel_idx').on(table.channelId, table.createdAt),
    index('clips_pending_idx')
      .on(table.mediaNode)
      .where(sql`${table.status} = 'pending' or (${table.deletedAt} is not null and ${table.filesRemovedAt} is null)`),
    // The heartbeat's closed scopes read the last hours' deletions at every beat.
    index('clips_deleted_at_idx').on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
  ],
);

/** Who has been counted as a viewer of a clip on a day (a member, or a visitor's hashed address). */
export const clipViews = pgTable(
  'clip_views',
  {
    clipId: integer('clip_id')
      .notNull()
      .references(() => clips.clipId),
    viewer: varchar('viewer', { length: 64 }).notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.clipId, table.viewer, table.day] })],
);
