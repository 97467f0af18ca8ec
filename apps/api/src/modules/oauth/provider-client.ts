import * as v from 'valibot';
import type { OAuthProviderSettings } from '../../platform/config/settings';
import type { ProviderEndpoints } from './discovery';
import { ProviderTokenRejected, SocialProviderError } from './oauth-errors';
import { providerFetch, providerJson } from './provider-http';
import { readProviderProfile, type ProviderProfile } from './provider-profile';

const TokenAnswer = v.object({ access_token: v.pipe(v.string(), v.minLength(1)) });

export type CodeExchange = { code: string; redirectUri: string; codeVerifier: string | null };

/**
 * Trades the authorization code for the provider's access token. The client authenticates with
 * client_secret_post, which all four providers accept; redirect_uri must be the one authorize saw.
 */
export async function exchangeCode(settings: OAuthProviderSettings, endpoints: ProviderEndpoints, exchange: CodeExchange): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
  });
  if (exchange.codeVerifier) form.set('code_verifier', exchange.codeVerifier);
  const response = await providerFetch(endpoints.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  });
  const body = await providerJson(response, 'token');
  const answer = v.safeParse(TokenAnswer, body);
  if (!response.ok || !answer.success) {
    const error = (body as { error?: unknown } | null)?.error;
    throw new SocialProviderError(`token exchange refused: ${response.status} ${typeof error === 'string' ? error : ''}`.trim());
  }
  return answer.output.access_token;
}

/** Asks the provider who the access token belongs to; a 400/401/403 means the token is not good. */
export async function fetchProfile(endpoints: ProviderEndpoints, accessToken: string): Promise<ProviderProfile> {
  const response = await providerFetch(endpoints.userinfo, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  if (response.status === 400 || response.status === 401 || response.status === 403) throw new ProviderTokenRejected();
  if (!response.ok) throw new SocialProviderError(`userinfo: ${response.status}`);
  const profile = readProviderProfile(await providerJson(response, 'userinfo'));
  if (!profile) throw new SocialProviderError('userinfo names no subject');
  return profile;
}
