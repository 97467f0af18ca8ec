import { SignJWT } from 'jose';
import { BRAND_CODES, USER_TYPES, type BrandCode } from '@onair/contracts';
import type { SessionMember } from './session-types';
import { verifyHs256 } from './hs256';
import { SESSION_LIFETIMES } from './session-lifetimes';
import { verifiedTokenMemo } from './verified-token-memo';

export type AccessClaims = SessionMember & { brand: BrandCode };
/** What a token is signed from; a member whose version never moved is at 0. */
export type AccessClaimsInput = Omit<AccessClaims, 'sessionVersion'> & { sessionVersion?: number };

const ALGORITHM = 'HS256';

/** Short-lived HS256 JWTs: the API trusts them without a database read, so they must expire soon. */
export function accessTokens(secret: string) {
  const secretBytes = Buffer.from(secret, 'utf8');
  // Imported once for signing: given raw bytes, jose imports a WebCrypto key on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = verifiedTokenMemo<AccessClaims>();
  return {
    async sign(claims: AccessClaimsInput): Promise<string> {
      return new SignJWT({
        loginId: claims.loginId,
        userType: claims.userType,
        brand: claims.brand,
        sv: claims.sessionVersion ?? 0,
      })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(claims.memberId))
        .setIssuedAt()
        .setExpirationTime(`${SESSION_LIFETIMES.accessTokenSeconds}s`)
        .sign(await key);
    },
    /** The claims of a valid, unexpired token; null for anything else. Synchronous: every request asks. */
    verify(token: string): AccessClaims | null {
      const remembered = verified.get(token);
      if (remembered) return remembered;
      const payload = verifyHs256(token, secretBytes);
      if (!payload) return null;
      const memberId = Number(payload.sub);
      const { loginId, userType, brand, sv = 0 } = payload;
      if (!Number.isInteger(memberId) || memberId <= 0 || typeof loginId !== 'string') return null;
      if (!Number.isSafeInteger(sv) || (sv as number) < 0) return null;
      if (!USER_TYPES.includes(userType as never) || !BRAND_CODES.includes(brand as never)) return null;
      const claims: AccessClaims = {
        memberId,
        loginId,
        userType: userType as AccessClaims['userType'],
        brand: brand as BrandCode,
        sessionVersion: sv as number,
      };
      // verifyHs256 refused an expired token above, so exp is in the future here.
      verified.remember(token, claims, payload.exp * 1000);
      return claims;
    },
  };
}

export type AccessTokens = ReturnType<typeof accessTokens>;
