import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Where the bytes of uploads live; the uploads table says what each key is. */
export type UploadStorage = {
  readonly kind: 'local' | 's3';
  /** Stores the stream in full under key, or fails having stored nothing there. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
};

/**
 * A fresh random key: never made from the member's file name, so a name can neither reach
 * outside the store nor tell anyone where a file lies. Two hex levels keep directories small.
 */
export function newStorageKey(): string {
  const id = randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
}

/** Only keys newStorageKey makes are ever read or written. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/;
