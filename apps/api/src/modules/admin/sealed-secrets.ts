import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are stored sealed (AES-256-GCM under a key derived from the API's token secret), so
 * a copy of the table alone gives no one a staff member's codes.
 */
const keyOf = (tokenSecret: string) => createHash('sha256').update(`onair:staff-totp:${tokenSecret}`).digest();

export function sealSecret(tokenSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(tokenSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

export function openSecret(tokenSecret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(tokenSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
