import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** SHA-256 as lowercase hex: how tokens, codes and pin keys are stored, so a leaked table signs nobody in. */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** HMAC-SHA256 as lowercase hex. */
export const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

/** A secret of its own for each purpose, so one leaked derived key reveals nothing about the others. */
export const deriveSecret = (master: string, purpose: string) => hmacHex(master, `onair:${purpose}`);

/** 32 random bytes, base64url: refresh and proof tokens handed to the client (only their hash is stored). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Compares two strings in time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // timingSafeEqual needs equal lengths; comparing b with itself keeps the time the same.
  return timingSafeEqual(a.length === b.length ? a : b, b) && a.length === b.length;
}
