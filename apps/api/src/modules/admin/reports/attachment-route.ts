import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import { accountChangeRequests, declarations, inquiries, members, type Database } from '@onair/db';
import { ApiError } from '../../../platform/http/errors';
import { sendStoredUpload } from '../../../platform/uploads/serve-upload';
import { uploadRecords } from '../../../platform/uploads/upload-records';

const attachmentNotFound = () => new ApiError(404, 'ATTACHMENT_NOT_FOUND', 'admin.attachmentNotFound');
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Whether a row of the brand's inquiries, reports or account changes holds the upload. */
async function attachedInBrand(db: Database, uploadId: string, brand: string): Promise<boolean> {
  const holds = (column: SQL) => sql`${column} @> ${JSON.stringify([uploadId])}::jsonb`;
  const checks = await Promise.all([
    db
      .select({ id: inquiries.inquiryId })
      .from(inquiries)
      .where(and(eq(inquiries.brand, brand), isNull(inquiries.deletedAt), holds(sql`${inquiries.attachmentIds}`)))
      .limit(1),
    db
      .select({ id: declarations.declarationId })
      .from(declarations)
      .where(and(eq(declarations.brand, brand), holds(sql`${declarations.attachmentIds}`)))
      .limit(1),
    db
      .select({ id: accountChangeRequests.requestId })
      .from(accountChangeRequests)
      .innerJoin(members, eq(members.memberId, accountChangeRequests.memberId))
      .where(and(eq(members.brand, brand), eq(accountChangeRequests.bankbookUploadId, uploadId)))
      .limit(1),
  ]);
  return checks.some((rows) => rows.length > 0);
}

/**
 * GET /api/admin/attachments/{uploadId}: a private file (inquiry or report attachment, bankbook
 * copy) for the staff of the brand whose request holds it; anything else is not found, so ids
 * cannot be probed. A plain route like /api/uploads: the answer is the file, not JSON.
 */
export function attachmentRoute(app: FastifyInstance, { db }: { db: Database }) {
  const records = uploadRecords(db);
  app.get<{ Params: { uploadId: string } }>(fastifyPath(adminRoutes.attachment.path), async (request, reply) => {
    const row = await records.find(request.params.uploadId);
    if (!row || !(await attachedInBrand(db, row.uploadId, request.brand.code))) throw attachmentNotFound();
    const body = await app.uploadStorage.get(row.storageKey);
    if (!body) throw attachmentNotFound();
    return sendStoredUpload(reply, row, body);
  });
}
