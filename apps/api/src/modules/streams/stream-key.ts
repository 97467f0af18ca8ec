import { createHash, randomBytes } from 'node:crypto';

/** Keys start with this, so a leaked one is easy to recognise (secret scanners, logs). */
const KEY_PREFIX = 'live_';
/** How much of a key the owner sees after it was issued: live_ plus four characters. */
const VISIBLE_LENGTH = KEY_PREFIX.length + 4;

/**
 * A new stream key: 24 random bytes in base64url, which keeps to the letters, digits, _ and - that
 * node-media-server accepts in a stream name.
 */
export function newStreamKey(): string {
  return `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
}

/** What is stored and looked up: the key's SHA-256. A key has 192 random bits, so no salt or slow hash is needed. */
export function hashStreamKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function visiblePrefix(key: string): string {
  return key.slice(0, VISIBLE_LENGTH);
}

export function maskedKey(prefix: string): string {
  return `${prefix}${'•'.repeat(12)}`;
}
