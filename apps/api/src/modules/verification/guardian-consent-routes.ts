import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { ERROR_CODES, GUARDIAN_CONSENT_STATUS, shoppingRoutes } from '@onair/contracts';
import { guardianConsents, members, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { MONEY_CODES, moneyRefusal } from '../../platform/http/money-errors';
import { hmacHex, sameSecret } from '../../platform/secrets';
import { isAdult, isVerifiedMinor } from './adult-age';
import { identityDecisionText, type IdentityProvider } from './identity-provider';
import { ownOrigin, webOrigin } from './return-urls';
import { UpstreamError } from './upstream-error';
import type { VerificationSettings } from './verification-settings';

/** The shop page the guardian's popup returns to; it tells the opener the check is finished. */
export const GUARDIAN_CONSENT_RETURN_PAGE = '/luv/shop';

function signedInMember(request: FastifyRequest) {
  if (!request.member) throw new ApiError(401, ERROR_CODES.unauthorized, 'auth.membersOnly');
  return request.member;
}

/**
 * A minor's guardian consent, as Korean platforms take it (민법 5조: a minor's purchase without the
 * legal representative's consent may be cancelled): the guardian verifies their own identity at the
 * identity provider, in a popup the minor opens; an approval of someone 19 or older is the consent,
 * recorded with the guardian's verified name, birthday and the time. docs/money.md, "Purchase limits".
 */
export function guardianConsentRoutes(
  app: FastifyInstance,
  { db, settings, provider }: { db: Database; settings: VerificationSettings; provider: IdentityProvider },
) {
  registerRoute(app, shoppingRoutes.startGuardianConsent, async ({ request }) => {
    const { memberId } = signedInMember(request);
    const brand = request.brand;
    const [member] = await db
      .select({ identityStatus: members.identityStatus, birthday: members.birthday })
      .from(members)
      .where(eq(members.memberId, memberId));
    if (!member || !isVerifiedMinor(member))
      throw moneyRefusal(409, MONEY_CODES.conflict, 'guardianConsentNotNeeded', brand);
    const [given] = await db
      .select({ requestId: guardianConsents.requestId })
      .from(guardianConsents)
      .where(and(eq(guardianConsents.memberId, memberId), eq(guardianConsents.status, GUARDIAN_CONSENT_STATUS.given)))
      .orderBy(desc(guardianConsents.createdAt))
      .limit(1);
    if (given) return { status: GUARDIAN_CONSENT_STATUS.given, url: null };

    const requestId = randomUUID();
    await db
      .insert(guardianConsents)
      .values({ requestId, memberId, brand: brand.code, status: GUARDIAN_CONSENT_STATUS.requested });
    try {
      const { url } = await provider.request({
        requestId,
        callbackUrl: `${ownOrigin(request)}/api/shoppings/guardian-consent/callback`,
        returnUrl: `${webOrigin(request, settings)}${GUARDIAN_CONSENT_RETURN_PAGE}?guardianConsent=${encodeURIComponent(requestId)}`,
      });
      return { status: GUARDIAN_CONSENT_STATUS.requested, url };
    } catch (error) {
      await db.delete(guardianConsents).where(eq(guardianConsents.requestId, requestId));
      throw new UpstreamError('IDENTITY_PROVIDER_FAILED', 'identity.providerDown', (error as Error).message);
    }
  });

  registerRoute(app, shoppingRoutes.guardianConsentCallback, async ({ body }) => {
    const expected = hmacHex(settings.identityCallbackSecret, identityDecisionText(body));
    if (!sameSecret(body.signature.toLowerCase(), expected))
      throw new ApiError(403, ERROR_CODES.forbidden, 'identity.signatureInvalid');
    // The guardian must be an adult by their own verified birthday; anything else is no consent.
    const consented = body.result === 'approved' && isAdult(body.birthday ?? null) && !!body.name;
    const decidedAt = new Date();
    const [decided] = await db
      .update(guardianConsents)
      .set(
        consented
          ? {
              status: GUARDIAN_CONSENT_STATUS.given,
              guardianName: body.name ?? null,
              guardianBirthday: body.birthday ?? null,
              consentedAt: decidedAt,
            }
          : { status: GUARDIAN_CONSENT_STATUS.refused },
      )
      .where(
        and(
          eq(guardianConsents.requestId, body.requestId),
          eq(guardianConsents.status, GUARDIAN_CONSENT_STATUS.requested),
        ),
      )
      .returning({ requestId: guardianConsents.requestId });
    if (!decided) {
      const [known] = await db
        .select({ status: guardianConsents.status })
        .from(guardianConsents)
        .where(eq(guardianConsents.requestId, body.requestId));
      if (known) throw new ApiError(409, 'IDENTITY_ALREADY_DECIDED', 'identity.alreadyDecided');
      throw new ApiError(404, ERROR_CODES.notFound, 'identity.requestNotFound');
    }
    return { msg: 'ok' as const };
  });
}
