import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { authRoutes, ERROR_CODES, IDENTITY_STATUS, type IdentityStatus } from '@onair/contracts';
import { identityVerifications, members, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import type { VerificationSettings } from './verification-settings';
import { identityDecisionText, type IdentityProvider } from './identity-provider';
import { recordIdentityDecision } from './member-identity';

import { ownOrigin, webOrigin } from './return-urls';
import { hmacHex, sameSecret } from '../../platform/secrets';
import { UpstreamError } from './upstream-error';

export type IdentityRouteParts = { db: Database; settings: VerificationSettings; provider: IdentityProvider };

/** The page the popup returns to on the web: it tells the opener the request is finished. */
export const PERSONAL_AUTH_PAGE = '/my/personal-auth';

function signedInMember(request: FastifyRequest) {
  if (!request.member) throw new ApiError(401, ERROR_CODES.unauthorized, 'auth.membersOnly');
  return request.member;
}

/** Personal authentication: domestic members at the identity provider, foreign members by phone. */
export function identityRoutes(app: FastifyInstance, { db, settings, provider }: IdentityRouteParts) {
  /** The signed-in member and their verification state, with no provider page. */
  async function memberState(request: FastifyRequest) {
    const { memberId } = signedInMember(request);
    const [member] = await db.select({ identityStatus: members.identityStatus, foreigner: members.foreigner }).from(members).where(eq(members.memberId, memberId));
    if (!member) throw new ApiError(401, ERROR_CODES.unauthorized, 'auth.membersOnly');
    const method = member.foreigner ? ('phone' as const) : ('provider' as const);
    return { memberId, state: { status: member.identityStatus as IdentityStatus, url: null, method } };
  }

  registerRoute(app, authRoutes.personalAuth, async ({ request }) => (await memberState(request)).state);

  // A POST, not a GET: it registers a request at the provider and changes the member's status.
  registerRoute(app, authRoutes.startPersonalAuth, async ({ request }) => {
    const { memberId, state } = await memberState(request);
    const { status, method } = state;
    // Foreign members get a personal-auth SMS code instead; an approved member has nothing left to do.
    if (method === 'phone' || status === IDENTITY_STATUS.approved) return state;

    const requestId = randomUUID();
    await db.insert(identityVerifications).values({ requestId, memberId, status: IDENTITY_STATUS.requested });
    let url: string;
    try {
      ({ url } = await provider.request({
        requestId,
        callbackUrl: `${ownOrigin(request)}/api/personal-auth/callback`,
        returnUrl: `${webOrigin(request, settings)}${PERSONAL_AUTH_PAGE}?requestId=${encodeURIComponent(requestId)}`,
      }));
    } catch (error) {
      await db.delete(identityVerifications).where(eq(identityVerifications.requestId, requestId));
      throw new UpstreamError('IDENTITY_PROVIDER_FAILED', 'identity.providerDown', (error as Error).message);
    }
    await db.update(members).set({ identityStatus: IDENTITY_STATUS.requested }).where(eq(members.memberId, memberId));
    return { status: IDENTITY_STATUS.requested, url, method };
  });

  registerRoute(app, authRoutes.personalAuthCallback, async ({ body }) => {
    const expected = hmacHex(settings.identityCallbackSecret, identityDecisionText(body));
    if (!sameSecret(body.signature.toLowerCase(), expected)) throw new ApiError(403, ERROR_CODES.forbidden, 'identity.signatureInvalid');
    const approved = body.result === 'approved';
    // Decided once: only a request still waiting (status 1) takes a decision.
    const [decided] = await db
      .update(identityVerifications)
      .set({ status: approved ? IDENTITY_STATUS.approved : IDENTITY_STATUS.rejected, decidedAt: new Date() })
      .where(and(eq(identityVerifications.requestId, body.requestId), eq(identityVerifications.status, IDENTITY_STATUS.requested)))
      .returning({ memberId: identityVerifications.memberId });
    if (!decided) {
      const [known] = await db.select({ status: identityVerifications.status }).from(identityVerifications).where(eq(identityVerifications.requestId, body.requestId));
      if (known) throw new ApiError(409, 'IDENTITY_ALREADY_DECIDED', 'identity.alreadyDecided');
      throw new ApiError(404, ERROR_CODES.notFound, 'identity.requestNotFound');
    }
    await recordIdentityDecision(db, decided.memberId, { approved, birthday: body.birthday ?? null, name: body.name ?? null });
    return { msg: 'ok' as const };
  });
}
