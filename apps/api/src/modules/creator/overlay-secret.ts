import { randomBytes } from 'node:crypto';

/** A new overlay secret: 24 random bytes, URL-safe, so it sits in a path as it is. */
export function newOverlaySecret(): string {
  return randomBytes(24).toString('base64url');
}
