import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { COOKIE_NAMES, COOKIES, partnerRoutes as contracts } from '@onair/contracts';
import { partners, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import type { PartnerRepository } from '../directory/index';

import { deriveSecret, sameSecret, sha256Hex } from '../../platform/secrets';
import type { VerificationSettings } from './verification-settings';

export const ASP_TOKEN_SECONDS = 3600;
export const ASP_AUDIENCE = 'asp';
export const ASP_ISSUER = 'onair';

/** The HS256 key of partner tokens: derived, so it is never the key of member access tokens. */
export const aspTokenKey = (tokenSecret: string) => new TextEncoder().encode(deriveSecret(tokenSecret, 'asp-token'));

// Compared when the app key is unknown, so a wrong app key takes as long as a wrong pin key.
const NO_PARTNER_PIN_HASH = sha256Hex('no partner has this pin key');

/** Partner (ASP) codes credited at signup, and partner app tokens. */
export function partnerRoutes(app: FastifyInstance, { db, settings, partners: partnerDirectory }: { db: Database; settings: VerificationSettings; partners: PartnerRepository }) {
  const key = aspTokenKey(settings.tokenSecret);

  registerRoute(app, contracts.registerPartner, async ({ body, reply }) => {
    const code = await partnerDirectory.activeCode(body.partnerCode);
    if (!code) return { msg: 'notfound' as const };
    // Not HttpOnly: the web reads it to tell whether the visitor came through a partner (SPEC section 4).
    reply.setCookie(COOKIE_NAMES.partnerCode, code, {
      path: '/',
      maxAge: COOKIES.defaultMaxAgeSeconds,
      sameSite: 'lax',
      secure: settings.production,
    });
    return { msg: 'ok' as const };
  });

  registerRoute(app, contracts.aspAccessToken, async ({ body }) => {
    const [partner] = await db
      .select({ code: partners.code, pinKeyHash: partners.pinKeyHash })
      .from(partners)
      .where(and(eq(partners.appKey, body.appkey), eq(partners.active, true)));
    const pinMatches = sameSecret(sha256Hex(body.pinkey), partner?.pinKeyHash ?? NO_PARTNER_PIN_HASH);
    if (!partner || !pinMatches) throw new ApiError(401, 'ASP_KEYS_INVALID', 'partner.keysInvalid');
    const accessToken = await new SignJWT({ partnerCode: partner.code })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(partner.code)
      .setIssuer(ASP_ISSUER)
      .setAudience(ASP_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ASP_TOKEN_SECONDS}s`)
      .sign(key);
    return { accessToken, expiresIn: ASP_TOKEN_SECONDS, partnerCode: partner.code };
  });
}
