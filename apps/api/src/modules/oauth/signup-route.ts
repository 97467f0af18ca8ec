import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { VALIDATION_MESSAGES, authRoutes, type SnsProvider } from '@onair/contracts';
import type { Database } from '@onair/db';
import { fieldError, invalidTokenError } from '../../platform/sessions/auth-errors';
import { creditedPartner, insertMember } from '../auth/index';
import type { NewMember } from '../../platform/sessions/session-types';
import { registerRoute, type RouteInput } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import type { MemberRepository, PartnerRepository } from '../directory/index';
import type { OAuthSettings } from './oauth-settings';
import type { Discovery } from './discovery';
import { ProviderTokenRejected } from './oauth-errors';
import { fetchProfile } from './provider-client';
import { configuredProvider } from './provider-config';
import { linkAccount, type SnsAccountStore } from './sns-accounts';

const alreadyLinkedError = () => new ApiError(409, 'SNS_ACCOUNT_LINKED', 'oauth.alreadyLinked');

/** kakao_1x8f0q2z: social members have no ID of their own to type; they sign in with the provider. */
export function socialLoginId(provider: SnsProvider): string {
  const suffix = [...randomBytes(8)].map((byte) => (byte % 36).toString(36)).join('');
  return `${provider}_${suffix}`;
}

type SignupDeps = {
  settings: OAuthSettings;
  discovery: Discovery;
  db: Database;
  snsAccounts: SnsAccountStore;
  members: MemberRepository;
  partners: PartnerRepository;
};

/**
 * Creates a member from a provider's access token (the one the callback handed over) and signs
 * them in. The token is checked with the provider itself: whoever holds it is that account.
 */
function oauthSignup(app: FastifyInstance, deps: SignupDeps, provider: SnsProvider) {
  return async ({
    body,
    request,
    reply,
  }: Pick<RouteInput<typeof authRoutes.oauthSignup>, 'body' | 'request' | 'reply'>) => {
    const client = configuredProvider(deps.settings, provider);
    const endpoints = await deps.discovery.endpointsOf(client.issuer);
    const profile = await fetchProfile(endpoints, body.accessToken).catch((error: unknown) => {
      throw error instanceof ProviderTokenRejected ? invalidTokenError() : error;
    });
    if (await deps.snsAccounts.linkedMember(request.brand.code, provider, profile.subject)) throw alreadyLinkedError();
    await deps.snsAccounts.releaseFromWithdrawn(request.brand.code, provider, profile.subject);

    const recommendId = body.recommendId || null;
    if (recommendId && !(await deps.members.activeLoginIdExists(request.brand.code, recommendId))) {
      throw fieldError(400, 'recommendId', VALIDATION_MESSAGES.recommenderNotFound);
    }
    const member: NewMember = {
      loginId: socialLoginId(provider),
      nickname: body.nickname,
      passwordHash: null,
      brand: request.brand.code,
      countryCode: body.countryCodes ?? null,
      recommendId,
      partnerCode: await creditedPartner(body.pcode, request, deps.partners),
      marketingAgreed: body.agreements.marketing,
    };
    // Member and link in one transaction: two signups racing with one provider account leave one member.
    const { memberId } = await deps.db.transaction(async (tx) => {
      const created = await insertMember(tx, member);
      if (
        !(await linkAccount(tx, {
          memberId: created.memberId,
          brand: member.brand,
          provider,
          subject: profile.subject,
        }))
      )
        throw alreadyLinkedError();
      return created;
    });
    const me = await app.sessions.start(request, reply, memberId, { keep: false });
    return { msg: 'ok' as const, profile: me };
  };
}

/** POST /api/auth/signup/oauth/{provider}, and POST /v3/api/m/signup/kakao for new kakao users. */
export function signupRoutes(app: FastifyInstance, deps: SignupDeps) {
  registerRoute(app, authRoutes.oauthSignup, (input) => oauthSignup(app, deps, input.params.provider)(input));
  registerRoute(app, authRoutes.kakaoSignupV3, oauthSignup(app, deps, 'kakao'));
}
