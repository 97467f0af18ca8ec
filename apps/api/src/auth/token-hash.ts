import { createHash, randomBytes } from 'node:crypto';

/** Tokens are stored only as their SHA-256, so a leaked table does not sign anyone in. */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** 32 random bytes, URL-safe: refresh tokens and other bearer secrets. */
export const randomToken = () => randomBytes(32).toString('base64url');
