import type { FastifyInstance } from 'fastify';
import { oauthRoutes } from '@onair/contracts';
import { registerRoute } from '../../platform/http/register-route';
import type { OAuthSettings } from './oauth-settings';
import { bindBrowser } from './browser-binding';
import type { Discovery } from './discovery';
import type { OAuthStateStore } from './oauth-states';
import { newCodeVerifier, s256Challenge } from './pkce';
import { PKCE_PROVIDERS, PROVIDER_SCOPES, configuredProvider } from './provider-config';
import { redirectUriFor } from './return-origin';

/**
 * POST /api/oauth/{provider}/start: a single-use state bound to this browser (and a PKCE verifier
 * where the provider takes one), and the provider's authorize URL for the page to go to.
 */
export function startRoute(app: FastifyInstance, settings: OAuthSettings, discovery: Discovery, states: OAuthStateStore) {
  registerRoute(app, oauthRoutes.oauthStart, async ({ params, body, request, reply }) => {
    const { provider } = params;
    const client = configuredProvider(settings, provider);
    const endpoints = await discovery.endpointsOf(client.issuer);
    const codeVerifier = PKCE_PROVIDERS.has(provider) ? newCodeVerifier() : null;
    const browserBinding = bindBrowser(request, reply);
    const state = await states.create({ provider, browserBinding, codeVerifier, callbackUrl: body.callbackURL });

    const authorizeUrl = new URL(endpoints.authorize);
    authorizeUrl.searchParams.set('response_type', 'code');
    authorizeUrl.searchParams.set('client_id', client.clientId);
    authorizeUrl.searchParams.set('redirect_uri', redirectUriFor(request, settings, provider));
    authorizeUrl.searchParams.set('state', state);
    const scope = PROVIDER_SCOPES[provider];
    if (scope) authorizeUrl.searchParams.set('scope', scope);
    if (codeVerifier) {
      authorizeUrl.searchParams.set('code_challenge', s256Challenge(codeVerifier));
      authorizeUrl.searchParams.set('code_challenge_method', 'S256');
    }
    return { authorizeUrl: authorizeUrl.href };
  });
}
