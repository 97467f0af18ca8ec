import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { STORAGE_KEY_PATTERN, type UploadStorage } from './upload-storage';

function pathOf(root: string, key: string) {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
  return join(root, key);
}

/** Files on local disk under root, which is outside any web root: the API alone serves them. */
export function localStorage(root: string): UploadStorage {
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(root, key);
      await mkdir(dirname(path), { recursive: true });
      try {
        // wx: a key is written once; a clash would be a bug, never an overwrite.
        await pipeline(body, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(root, key);
      const found = await stat(path).catch(() => null);
      return found?.isFile() ? createReadStream(path) : null;
    },
    async delete(key) {
      await rm(pathOf(root, key), { force: true });
    },
  };
}
