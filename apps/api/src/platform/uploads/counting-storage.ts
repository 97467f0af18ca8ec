import { pipeline, Transform } from 'node:stream';
import type { UploadStorage } from './upload-storage';

/** The storage, telling `stored` how many bytes each put wrote once it has succeeded (the upload-bytes metric). */
export function countingStoredBytes(storage: UploadStorage, stored: (bytes: number) => void): UploadStorage {
  return {
    kind: storage.kind,
    get: (key) => storage.get(key),
    delete: (key) => storage.delete(key),
    async put(key, body, contentType) {
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      // pipeline passes a failure of the member's stream on to the storage's, which then stores nothing.
      pipeline(body, counted, () => undefined);
      await storage.put(key, counted, contentType);
      stored(bytes);
    },
  };
}
