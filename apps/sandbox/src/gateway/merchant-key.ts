import { createHash, timingSafeEqual } from 'node:crypto';
import { GatewayError } from './gateway-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Passes `Authorization: Basic base64(secretKey + ':')`; anything else is 401 UNAUTHORIZED_KEY. */
export function checkMerchantKey(authorization: string | undefined, secretKey: string) {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  const given = match ? Buffer.from(match[1] as string, 'base64').toString('utf8') : '';
  // Hashes have one length, so the comparison takes the same time whatever was sent.
  if (!timingSafeEqual(digest(given), digest(`${secretKey}:`))) {
    throw new GatewayError(401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.');
  }
}
