import { createHmac, timingSafeEqual } from 'node:crypto';

/** A verified token's claims, as its payload carries them. */
export type JwtPayload = { [claim: string]: unknown; exp: number };

const decodeJson = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * Checks a compact HS256 JWT with node:crypto's HMAC, in the calling turn: jose verifies through
 * WebCrypto, an asynchronous job per token, which cost the API more CPU than the rest of a gift
 * request once a viewer's first request came in (bench/gifts). The same checks as jose's jwtVerify
 * with algorithms ['HS256']: the signature (compared in constant time), the header's algorithm and
 * no critical extensions, a JSON object payload, an expiry (required here, as every access token has
 * one) in the future, and a not-before, when present, in the past. Anything else is null.
 */
export function verifyHs256(
  token: string,
  secret: Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let headerValue: unknown;
  let claims: unknown;
  try {
    headerValue = decodeJson(header);
    claims = decodeJson(payload);
  } catch {
    return null;
  }
  if (!isObject(headerValue) || headerValue['alg'] !== 'HS256' || 'crit' in headerValue) return null;
  if (!isObject(claims)) return null;
  const { exp, nbf } = claims;
  if (typeof exp !== 'number' || exp <= nowSeconds) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return null;
  return claims as JwtPayload;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
