import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { channels } from './channels';

/**
 * A channel's RTMP stream keys (docs/media.md). Only the SHA-256 of a key is kept, so a leaked
 * database cannot publish; the owner sees the whole key once, then its prefix. Regenerating
 * revokes the current key (revoked_at) and adds a new one: at most one key per channel is live.
 */
export const streamKeys = pgTable(
  'stream_keys',
  {
    streamKeyId: serial('stream_key_id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    /** Lowercase hex SHA-256 of the key. */
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    /** The key's first characters, shown to the owner to tell keys apart. */
    keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('stream_keys_one_active_idx')
      .on(table.channelId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * Media app processes, by the id each reports; a node whose heartbeat stops has its broadcasts ended.
 * public_url: where viewers reach this node (its MEDIA_NODE_PUBLIC_URL); null plays through the
 * API's MEDIA_PUBLIC_URL, the one-node setup.
 */
export const mediaNodes = pgTable('media_nodes', {
  nodeId: varchar('node_id', { length: 64 }).primaryKey(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  publicUrl: varchar('public_url', { length: 300 }),
});

/** One publish of a channel, from the accepted key to its end; ended_at null while live. */
export const broadcasts = pgTable(
  'broadcasts',
  {
    broadcastId: serial('broadcast_id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    streamKeyId: integer('stream_key_id')
      .notNull()
      .references(() => streamKeys.streamKeyId),
    mediaNode: varchar('media_node', { length: 64 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * unpublish, revoked (key regenerated or revoked), node-lost (heartbeat stopped), gone (the node
     * no longer has it), takedown (an operator ended it).
     */
    endReason: varchar('end_reason', { length: 16 }),
    /**
     * The room's last chat seq when the broadcast began: its replay's chat is read from the lines after
     * it (by the primary key), not by scanning the room's whole history for their times. Null for
     * broadcasts from before it was kept.
     */
    chatSeqStart: bigint('chat_seq_start', { mode: 'number' }),
    /**
     * The stream as its media node last measured it (docs/media.md, "Stream health"): the ingest's
     * frame rate, keyframe interval, bitrate, codecs and resolution, sent with each heartbeat (2 s).
     * health_at says when; the streamer's page reads it while it is fresh.
     */
    health: jsonb('health'),
    healthAt: timestamp('health_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('broadcasts_one_live_idx')
      .on(table.channelId)
      .where(sql`${table.endedAt} is null`),
    index('broadcasts_node_idx').on(table.mediaNode, table.endedAt),
  ],
);

/** A finished broadcast kept as VOD (channel kind 2): its HLS playlist on the media app. */
export const recordedStreams = pgTable(
  'recorded_streams',
  {
    recordedStreamId: serial('recorded_stream_id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.channelId),
    broadcastId: integer('broadcast_id')
      .notNull()
      .unique()
      .references(() => broadcasts.broadcastId),
    title: varchar('title', { length: 120 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Path of the VOD playlist on the media app's HTTP origin (/vod/{broadcastId}/index.m3u8). */
    playlistPath: varchar('playlist_path', { length: 200 }).notNull(),
    /** A frame of the recording beside its playlist (/vod/{broadcastId}/thumb.jpg); null when none was taken. */
    thumbnailPath: varchar('thumbnail_path', { length: 200 }),
    /** The owner hid it: listed and playable for the owner only. */
    hidden: boolean('hidden').notNull().default(false),
    /**
     * When it was last hidden (null while shown): every media node refuses the playback tokens
     * issued before it (docs/media.md, "Closed recordings and clips"), while the owner's later ones play.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * Deleted by the owner or by the brand's retention: gone from every answer at once. The row stays
     * until the node holding the files reports them removed (files_removed_at), so a node that was
     * down when it was deleted still learns to remove them.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    filesRemovedAt: timestamp('files_removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recorded_streams_channel_idx').on(table.channelId, table.endedAt),
    index('recorded_streams_purge_idx')
      .on(table.broadcastId)
      .where(sql`${table.deletedAt} is not null and ${table.filesRemovedAt} is null`),
    // The heartbeat's closed scopes read the last hours' hides and deletions at every beat.
    index('recorded_streams_hidden_at_idx').on(table.hiddenAt).where(sql`${table.hiddenAt} is not null`),
    index('recorded_streams_deleted_at_idx').on(table.deletedAt).where(sql`${table.deletedAt} is not null`),
  ],
);

/**
 * A channel played from Amazon IVS or BytePlus instead of our media app: configuration an
 * operator sets, read by the channel detail answer while the channel is live.
 */
export const externalStreams = pgTable('external_streams', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.channelId),
  /** IVS or BYTEPLUS. */
  player: varchar('player', { length: 16 }).notNull(),
  playbackUrl: text('playback_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
