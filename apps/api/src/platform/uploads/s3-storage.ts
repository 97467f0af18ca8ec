import type { Readable } from 'node:stream';
import { s3Bucket, type RetryReason } from '@onair/object-storage';
import type { UploadStorageSettings } from '../config/settings';
import { STORAGE_KEY_PATTERN, type UploadStorage } from './upload-storage';

export type S3Settings = Omit<Extract<UploadStorageSettings, { kind: 's3' }>, 'kind'>;

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

const checkedKey = (key: string) => {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
};

/**
 * Uploads in an S3-compatible bucket (@onair/object-storage: SigV4 by aws4fetch, a timeout per
 * try, retries). A PUT is sent whole with its length and real payload hash: S3 takes no chunked
 * bodies unsigned, and uploads are at most 10 MB, already counted on the way in; a whole body is
 * also what lets a failed try be sent again.
 */
export function s3Storage(settings: S3Settings, onRetry?: (what: string, reason: RetryReason, attempt: number) => void): UploadStorage {
  const bucket = s3Bucket({ ...settings, onRetry });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await bucket.put(checkedKey(key), await collect(body), contentType);
    },
    get: (key) => bucket.get(checkedKey(key)),
    delete: (key) => bucket.delete(checkedKey(key)),
  };
}
