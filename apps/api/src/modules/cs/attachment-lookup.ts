import type { Attachment } from '@onair/contracts';
import type { UploadRecords } from '../../platform/uploads/upload-records';

/** The attachments of many rows in one query, handed back per row. */
export async function attachmentsOfRows<R extends { attachmentIds: string[] }>(records: UploadRecords, rows: readonly R[]) {
  const all = await records.attachments(rows.flatMap((row) => row.attachmentIds));
  const byId = new Map(all.map((attachment) => [attachment.uploadId, attachment]));
  return (row: R): Attachment[] => row.attachmentIds.flatMap((id) => byId.get(id) ?? []);
}

export const idsOf = (attachments: readonly Attachment[] | undefined) => (attachments ?? []).map((attachment) => attachment.uploadId);
