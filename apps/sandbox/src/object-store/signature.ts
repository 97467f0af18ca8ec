import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type ObjectStoreCredentials = { accessKeyId: string; secretAccessKey: string; region: string };

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
/** How far a request's x-amz-date may be from now, as S3 allows. */
const CLOCK_SKEW_MS = 15 * 60 * 1000;

export type SignedRequest = { method: string; rawPath: string; rawQuery: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * Checks a request the way S3 does (AWS SigV4, header form): our access key, the scope, a fresh
 * date, the payload hash against the body received, and the signature recomputed from the
 * canonical request. Answers null when it holds, else the S3 error code.
 */
export function verifySignature(request: SignedRequest, credentials: ObjectStoreCredentials, now = Date.now()): string | null {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const match = AUTHORIZATION.exec(header('authorization') ?? '');
  if (!match) return 'AccessDenied';
  const [, accessKeyId, day, region, signedHeaders = '', signature = ''] = match;
  if (accessKeyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== credentials.region) return 'AuthorizationHeaderMalformed';
  const amzDate = header('x-amz-date') ?? '';
  const at = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!amzDate.startsWith(day ?? '-') || Number.isNaN(at) || Math.abs(now - at) > CLOCK_SKEW_MS) return 'RequestTimeTooSkewed';
  const payloadHash = header('x-amz-content-sha256') ?? '';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(request.body)) return 'XAmzContentSHA256Mismatch';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'AccessDenied';
  const canonicalQuery = request.rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method,
    request.rawPath,
    canonicalQuery,
    names.map((name) => `${name}:${(header(name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day ?? ''), credentials.region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'SignatureDoesNotMatch';
}
