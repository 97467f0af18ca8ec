import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, lt, notExists } from 'drizzle-orm';
import { uploadUrl, type Attachment, type UploadPurpose } from '@onair/contracts';
import { members, uploadIntents, uploads, type Database } from '@onair/db';

export type UploadRow = typeof uploads.$inferSelect;

export const attachmentOf = (row: Pick<UploadRow, 'uploadId' | 'fileName' | 'contentType' | 'sizeBytes'>): Attachment => ({
  uploadId: row.uploadId,
  url: uploadUrl(row.uploadId),
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uploads table: one row per stored file, written only once its bytes are stored. */
export function uploadRecords(db: Database) {
  return {
    /** Before the bytes: says a file is on its way to this key (upload_intents). */
    async intend(storageKey: string) {
      await db.insert(uploadIntents).values({ storageKey });
    },
    /** The key holds nothing any more (its bytes were removed). */
    async forgetIntent(storageKey: string) {
      await db.delete(uploadIntents).where(eq(uploadIntents.storageKey, storageKey));
    },
    /** The row of stored bytes, and the end of their intent, in one transaction. */
    async insert(row: { ownerMemberId: number; purpose: UploadPurpose; storageKey: string; fileName: string; contentType: string; sizeBytes: number }) {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(uploads).values({ uploadId: randomUUID(), ...row }).returning();
        if (!inserted) throw new Error('upload row not inserted');
        await tx.delete(uploadIntents).where(eq(uploadIntents.storageKey, row.storageKey));
        return inserted;
      });
    },
    /** Keys whose bytes were being stored before `before` and never got their row: the process died in between. */
    async orphanedIntents(before: Date): Promise<string[]> {
      const rows = await db
        .select({ storageKey: uploadIntents.storageKey })
        .from(uploadIntents)
        .where(
          and(
            lt(uploadIntents.createdAt, before),
            notExists(db.select({ one: uploads.uploadId }).from(uploads).where(eq(uploads.storageKey, uploadIntents.storageKey))),
          ),
        )
        .limit(500);
      return rows.map((row) => row.storageKey);
    },
    /** The row and the brand of the member who uploaded it (whose staff may see a private file). */
    async find(uploadId: string): Promise<(UploadRow & { ownerBrand: string }) | null> {
      if (!UUID.test(uploadId)) return null;
      const [row] = await db
        .select({ ...getTableColumns(uploads), ownerBrand: members.brand })
        .from(uploads)
        .innerJoin(members, eq(members.memberId, uploads.ownerMemberId))
        .where(eq(uploads.uploadId, uploadId));
      return row ?? null;
    },
    /** The attachments of these ids, in the order given; ids without a row are left out. */
    async attachments(uploadIds: readonly string[]): Promise<Attachment[]> {
      const ids = uploadIds.filter((id) => UUID.test(id));
      if (ids.length === 0) return [];
      const rows = await db.select().from(uploads).where(inArray(uploads.uploadId, ids));
      const byId = new Map(rows.map((row) => [row.uploadId, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [attachmentOf(row)] : [];
      });
    },
    async remove(uploadId: string) {
      await db.delete(uploads).where(eq(uploads.uploadId, uploadId));
    },
  };
}
export type UploadRecords = ReturnType<typeof uploadRecords>;
