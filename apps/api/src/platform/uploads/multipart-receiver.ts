import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { UPLOAD_RULES, type Attachment, type RouteContract, type UploadField } from '@onair/contracts';
import { attachmentOf, type UploadRecords } from './upload-records';
import { malformedBody, uploadRefusal } from './upload-refusals';
import type { UploadStorage } from './upload-storage';
import { safeFileName } from './safe-file-name';
import { storeFilePart } from './store-file-part';

/** What a multipart request carried once every file is checked, stored and recorded. */
export type ReceivedMultipart = {
  /** The text fields, as strings; the route's body schema validates them. */
  fields: Record<string, string>;
  /** The stored files by field name, in the order they came. */
  files: Record<string, Attachment[]>;
  /** Removes every stored file and its record: the handler failed, so nothing may stay half-written. */
  discard(): Promise<void>;
};

/**
 * Reads a multipart request for its route: refuses a field the contract does not name, too many
 * files (400), a file over its size (413) or of a type its field does not take by magic bytes (415),
 * leaving nothing stored in any of those cases.
 */
export type MultipartReceiver = {
  receive(request: FastifyRequest, contract: RouteContract, ownerMemberId: number): Promise<ReceivedMultipart>;
};

declare module 'fastify' {
  interface FastifyInstance {
    uploads: MultipartReceiver;
  }
}

/** Text fields a form may carry, and how long each may be; the contract's schema checks the rest. */
const TEXT_LIMITS = { fields: 50, fieldSize: 64 * 1024 };

type FilePart = { type: 'file'; fieldname: string; filename: string; file: Readable };
type FieldPart = { type: 'field'; fieldname: string; value: unknown };

export function multipartReceiver(storage: UploadStorage, records: UploadRecords): MultipartReceiver {
  return {
    async receive(request, contract, ownerMemberId) {
      if (!request.isMultipart()) throw uploadRefusal('notMultipart');
      const fileFields = new Map((contract.files ?? []).map((field) => [field.name, field]));
      const largest = Math.max(0, ...[...fileFields.values()].map((field) => UPLOAD_RULES[field.accept].maxBytes));
      const fileCount = [...fileFields.values()].reduce((sum, field) => sum + field.maxCount, 0);
      const fields: Record<string, string> = {};
      const files: Record<string, Attachment[]> = {};
      const stored: { uploadId?: string; storageKey: string }[] = [];

      async function discard() {
        for (const item of stored.splice(0)) {
          if (item.uploadId) await records.remove(item.uploadId);
          await storage.delete(item.storageKey);
          await records.forgetIntent(item.storageKey);
        }
      }

      async function keep(part: FilePart, field: UploadField) {
        const bytes = await storeFilePart(part.file, field, storage, records);
        if (!bytes) return;
        const entry: { uploadId?: string; storageKey: string } = { storageKey: bytes.storageKey };
        stored.push(entry);
        // The row comes after the bytes, so a row always has its file.
        const row = await records.insert({
          ownerMemberId,
          purpose: field.purpose,
          storageKey: bytes.storageKey,
          fileName: safeFileName(part.filename, bytes.contentType),
          contentType: bytes.contentType,
          sizeBytes: bytes.sizeBytes,
        });
        entry.uploadId = row.uploadId;
        (files[field.name] ??= []).push(attachmentOf(row));
      }

      try {
        // busboy's own caps sit just past ours, so ours always speak first with the field's message.
        const parts = request.parts({ limits: { ...TEXT_LIMITS, fileSize: largest + 1, files: fileCount + 1 } })[Symbol.asyncIterator]();
        for (;;) {
          // What the parser throws is about the body the client sent; what storing throws is ours.
          const next = await parts.next().catch((error: unknown) => {
            throw malformedBody(error);
          });
          if (next.done) break;
          const part = next.value as unknown as FilePart | FieldPart;
          if (part.type === 'field') {
            fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
            continue;
          }
          const field = fileFields.get(part.fieldname);
          if (!field) {
            part.file.resume();
            throw uploadRefusal('unknownField', { field: part.fieldname });
          }
          if ((files[field.name]?.length ?? 0) >= field.maxCount) {
            part.file.resume();
            throw uploadRefusal('tooMany', { maxCount: field.maxCount, field: field.name });
          }
          await keep(part, field);
        }
        const missing = [...fileFields.values()].find((field) => field.required && !files[field.name]?.length);
        if (missing) throw uploadRefusal('required', { field: missing.name });
      } catch (error) {
        await discard();
        // The rest of the body is read and dropped, so the refusal reaches a client still sending.
        request.raw.unpipe();
        request.raw.resume();
        throw error;
      }
      return { fields, files, discard };
    },
  };
}
