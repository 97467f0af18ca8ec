import type { FastifyInstance } from 'fastify';
import { oauthRoutes } from '@onair/contracts';
import { registerRoute } from '../../platform/http/register-route';
import { blockedSignInError } from '../../platform/sessions/member-restrictions';
import type { MemberRepository } from '../directory/index';
import { clearBrowserBinding, presentedBinding } from './browser-binding';
import type { Discovery } from './discovery';
import { ProviderTokenRejected, SocialProviderError, invalidAccessError } from './oauth-errors';
import type { OAuthStateStore } from './oauth-states';
import { exchangeCode, fetchProfile } from './provider-client';
import { configuredProvider } from './provider-config';
import { redirectUriFor } from './return-origin';
import type { SnsAccountStore } from './sns-accounts';
import { suggestNickname } from './suggested-nickname';
import type { OAuthSettings } from './oauth-settings';

/**
 * POST /api/oauth/{provider}/callback: the page at /callback/{provider}/authorize hands over the
 * code and state. A linked member is signed in; anyone else gets what the signup step needs.
 */
export function callbackRoute(
  app: FastifyInstance,
  settings: OAuthSettings,
  discovery: Discovery,
  stores: { states: OAuthStateStore; snsAccounts: SnsAccountStore; members: MemberRepository },
) {
  registerRoute(app, oauthRoutes.oauthCallback, async ({ params, body, request, reply }) => {
    const { provider } = params;
    const client = configuredProvider(settings, provider);
    const binding = presentedBinding(request);
    const flow = binding ? await stores.states.consume(body.state, provider, binding) : null;
    if (!flow) throw invalidAccessError();
    // The state is spent whatever the provider says next; the binding has done its job.
    clearBrowserBinding(request, reply);

    const endpoints = await discovery.endpointsOf(client.issuer);
    const redirectUri = redirectUriFor(request, settings, provider);
    const accessToken = await exchangeCode(client, endpoints, {
      code: body.code,
      redirectUri,
      codeVerifier: flow.codeVerifier,
    });
    const profile = await fetchProfile(endpoints, accessToken).catch((error: unknown) => {
      // A token the provider just issued and now refuses is the provider misbehaving, not the user.
      throw error instanceof ProviderTokenRejected ? new SocialProviderError('userinfo refused a fresh token') : error;
    });

    const linked = await stores.snsAccounts.linkedMember(request.brand.code, provider, profile.subject);
    if (linked) {
      if (linked.blocked) throw blockedSignInError(linked.blockedUntil);
      const me = await app.sessions.start(request, reply, linked.memberId, { keep: false });
      return { status: 'signedIn' as const, profile: me, callbackURL: flow.callbackUrl };
    }
    const suggestedNickname = await suggestNickname(profile.nickname, (nickname) =>
      stores.members.nicknameTaken(request.brand.code, nickname),
    );
    return { status: 'signup' as const, accessToken, suggestedNickname, callbackURL: flow.callbackUrl };
  });
}
