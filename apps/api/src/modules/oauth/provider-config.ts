import { ERROR_CODES, type SnsProvider } from '@onair/contracts';
import { ApiError } from '../../platform/http/errors';
import type { OAuthProviderSettings } from '../../platform/config/settings';
import type { OAuthSettings } from './oauth-settings';

/** Providers that support PKCE (S256); twitch and naver rely on the client secret alone. */
export const PKCE_PROVIDERS: ReadonlySet<SnsProvider> = new Set<SnsProvider>(['kakao', 'google']);

/** What each provider is asked for: an id, a nickname and the email. Naver takes no scope parameter. */
export const PROVIDER_SCOPES: Record<SnsProvider, string | null> = {
  kakao: 'openid profile_nickname account_email',
  google: 'openid profile email',
  twitch: 'openid user:read:email',
  naver: null,
};

/** The provider's settings, or 404 when this node has no client for it. */
export function configuredProvider(settings: OAuthSettings, provider: SnsProvider): OAuthProviderSettings {
  const configured = settings.oauth[provider];
  if (!configured) throw new ApiError(404, ERROR_CODES.notFound, 'oauth.providerNotConfigured');
  return configured;
}
