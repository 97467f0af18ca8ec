import { createHash, randomBytes } from 'node:crypto';

/** A 43-character verifier from 32 random bytes (RFC 7636 4.1). */
export const newCodeVerifier = () => randomBytes(32).toString('base64url');

/** The S256 challenge of a verifier (RFC 7636 4.2). */
export const s256Challenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
