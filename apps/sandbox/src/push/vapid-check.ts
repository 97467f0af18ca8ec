import { createPublicKey, verify } from 'node:crypto';

/**
 * Why a push request's VAPID authorization (RFC 8292) is not good, or null: the header is
 * `vapid t=<JWT>, k=<public key>`, the JWT is ES256-signed by that key, its audience is the push
 * service's origin, it expires within 24 hours, and it names a contact (sub).
 */
export function vapidProblem(authorization: string | undefined, audience: string, now = Date.now()): string | null {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
    authorization ?? '',
  );
  if (!match) return 'authorization must be "vapid t=<jwt>, k=<key>"';
  const [, token = '', key = ''] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k must be an uncompressed P-256 public key';
  const [header = '', payload = '', signature = ''] = token.split('.');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the JWT is not signed by k';
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') return 'the JWT must be ES256';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== audience) return `aud must be ${audience}`;
  const seconds = now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp < seconds || claims.exp > seconds + 24 * 3600)
    return 'exp must be within 24 hours';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    return 'sub must be a mailto: or https: contact';
  return null;
}

/** The aes128gcm content-coding header (RFC 8188): salt, record size, and the sender's key as keyid. */
export function aes128gcmProblem(body: Buffer): string | null {
  if (body.length < 16 + 4 + 1 + 65 + 17) return 'the body is too short for an aes128gcm message';
  const idLength = body[20];
  if (idLength !== 65 || body[21] !== 4) return "keyid must be the sender's uncompressed P-256 key";
  if (body.readUInt32BE(16) < 18) return 'the record size is too small';
  return null;
}
