import { Readable } from 'node:stream';
import { UPLOAD_RULES, type UploadField } from '@onair/contracts';
import { isReencodedType, reencodeImage } from './reencode-image';
import { newStorageKey, type UploadStorage } from './upload-storage';
import { malformedBody, uploadRefusal } from './upload-refusals';
import { SNIFF_BYTES, sniffContentType } from './sniff-content-type';

export type StoredBytes = { storageKey: string; contentType: string; sizeBytes: number };

/**
 * Stores one file of a field: its first bytes decide its type (415 when the field does not take
 * it), and counting stops it at the field's size (413), before anything is kept. An image is
 * stored re-encoded, without its metadata, and refused over the pixel budget (413). Answers null
 * for an empty part, which is what a form sends for a file input left empty.
 */
export async function storeFilePart(
  file: Readable,
  field: UploadField,
  storage: UploadStorage,
  journal: { intend(key: string): Promise<void>; forgetIntent(key: string): Promise<void> },
): Promise<StoredBytes | null> {
  const rule = UPLOAD_RULES[field.accept];
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  // The part's bytes come from the client: a body that ends inside them is its error, not storage's.
  const nextChunk = () =>
    chunks.next().catch((error: unknown) => {
      throw malformedBody(error);
    });
  try {
    let head = Buffer.alloc(0);
    let ended = false;
    while (head.length < SNIFF_BYTES) {
      const next = await nextChunk();
      if (next.done) {
        ended = true;
        break;
      }
      head = Buffer.concat([head, next.value]);
    }
    if (ended && head.length === 0) return null;
    const contentType = sniffContentType(head);
    if (!contentType || !(rule.contentTypes as readonly string[]).includes(contentType)) {
      throw uploadRefusal('unsupportedType', { accept: field.accept, field: field.name });
    }
    let sizeBytes = 0;
    const tooLarge = () => uploadRefusal('tooLarge', { accept: field.accept, field: field.name });
    async function* counted() {
      sizeBytes = head.length;
      if (sizeBytes > rule.maxBytes) throw tooLarge();
      yield head;
      if (ended) return;
      for (;;) {
        const next = await nextChunk();
        if (next.done) return;
        sizeBytes += next.value.length;
        // Stop reading at once: the rest is never stored, and the caller removes what was.
        if (sizeBytes > rule.maxBytes) throw tooLarge();
        yield next.value;
      }
    }
    // An image is read whole (at most the field's size) and stored re-encoded, without its metadata.
    const body = isReencodedType(contentType) ? await reencoded(counted(), contentType, field) : Readable.from(counted());
    if (Buffer.isBuffer(body)) sizeBytes = body.length;
    const storageKey = newStorageKey();
    // Written first: if the process dies while the bytes go in, the sweep finds and removes them.
    await journal.intend(storageKey);
    try {
      await storage.put(storageKey, Buffer.isBuffer(body) ? Readable.from([body]) : body, contentType);
    } catch (error) {
      await storage.delete(storageKey).catch(() => undefined);
      await journal.forgetIntent(storageKey).catch(() => undefined);
      throw error;
    }
    return { storageKey, contentType, sizeBytes };
  } finally {
    // Leaves the part consumed or destroyed, never half-read: the parser waits on it otherwise.
    await chunks.return?.();
  }
}

/** The image's pixels in its own format again (reencode-image.ts); 413 over the pixel budget, 415 when it does not decode. */
async function reencoded(bytes: AsyncIterable<Buffer>, contentType: string, field: UploadField): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bytes) chunks.push(chunk);
  const result = await reencodeImage(Buffer.concat(chunks), contentType);
  if (result.ok) return result.bytes;
  throw uploadRefusal(result.refusal === 'tooManyPixels' ? 'tooManyPixels' : 'unsupportedType', { accept: field.accept, field: field.name });
}
