import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { UPLOAD_PURPOSES, type UploadPurpose } from '@onair/contracts';
import type { UploadRecords, UploadRow } from './upload-records';
import { uploadRefusal } from './upload-refusals';
import type { UploadStorage } from './upload-storage';
import { attachmentDisposition } from './content-disposition';
import type { SessionMember } from '../sessions/session-types';

export const UPLOAD_SERVE_PATH = '/api/uploads/:uploadId';

const isPublic = (purpose: string) => UPLOAD_PURPOSES[purpose as UploadPurpose]?.public === true;

/**
 * Public uploads are anyone's; the rest only their owner's and the operators' of the owner's brand
 * (a member's token opens only their own brand's requests, so `brand` is the operator's): another
 * company's staff never see an inquiry attachment or a bankbook copy.
 */
export function mayDownload(row: Pick<UploadRow, 'purpose' | 'ownerMemberId'> & { ownerBrand: string }, member: SessionMember | null, brand: string): boolean {
  if (isPublic(row.purpose)) return true;
  if (member === null) return false;
  return member.memberId === row.ownerMemberId || (member.userType === 'O' && row.ownerBrand === brand);
}

/**
 * GET /api/uploads/{uploadId}: the bytes with the type their magic bytes said, never to be sniffed
 * or run as a page (nosniff, a sandboxing CSP, a download disposition). Who may not see a file is
 * told it does not exist (404), so ids cannot be probed. A plain route: contracts answer JSON.
 */
export function serveUploadRoute(app: FastifyInstance, records: UploadRecords, storage: UploadStorage) {
  app.get<{ Params: { uploadId: string } }>(UPLOAD_SERVE_PATH, async (request, reply) => {
    const row = await records.find(request.params.uploadId);
    if (!row || !mayDownload(row, request.member, request.brand.code)) throw uploadRefusal('notFound');
    const body = await storage.get(row.storageKey);
    if (!body) throw uploadRefusal('notFound');
    return sendStoredUpload(reply, row, body);
  });
}

/** The stored bytes of a row, never to be sniffed or run as a page: also how the console serves a private file. */
export function sendStoredUpload(reply: FastifyReply, row: Pick<UploadRow, 'purpose' | 'contentType' | 'sizeBytes' | 'fileName'>, body: Readable) {
  const cacheControl = isPublic(row.purpose) ? 'public, max-age=31536000, immutable' : 'private, no-store';
  return reply
    .header('content-type', row.contentType)
    .header('content-length', String(row.sizeBytes))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', attachmentDisposition(row.fileName))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cacheControl)
    .header('vary', 'Authorization, Cookie')
    .send(body);
}
