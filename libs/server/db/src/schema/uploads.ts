import { bigint, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Every file a member uploaded. The bytes live in the storage (local disk outside the web root,
 * or an S3-compatible bucket) under storage_key; this row is written only after the bytes are
 * stored in full, so a failed upload leaves no row, and the storage is swept of keys without one.
 * content_type is what the magic bytes said, never what the browser claimed.
 */
export const uploads = pgTable(
  'uploads',
  {
    uploadId: uuid('upload_id').primaryKey().defaultRandom(),
    ownerMemberId: integer('owner_member_id')
      .notNull()
      .references(() => members.memberId),
    /** What it is for: channel-image, notice-image, board-image, inquiry-attachment, declaration-attachment, bankbook. */
    purpose: varchar('purpose', { length: 32 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    /** A safe version of the name the member gave, for the download disposition. */
    fileName: varchar('file_name', { length: 120 }).notNull(),
    contentType: varchar('content_type', { length: 80 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerMemberId)],
);

/**
 * A file about to be stored: written before its bytes, deleted with the uploads row that records
 * them. One left behind (the process died between the two) names bytes nobody owns; the sweep
 * removes them (apps/api/src/platform/uploads/orphan-sweep.ts), so nothing half-written stays.
 */
export const uploadIntents = pgTable('upload_intents', {
  storageKey: varchar('storage_key', { length: 200 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
