import { SNS_PROVIDERS, type SnsProvider } from '@onair/contracts';
import type { SandboxAccount } from './sandbox-account';

export { SNS_PROVIDERS, type SnsProvider };

/**
 * Default ports, in SNS_PROVIDERS order. They must match SANDBOX_OAUTH_PORTS of
 * apps/api/src/platform/config/development-defaults.ts, which points the API at these issuers outside production
 * (an app may not import another app, so the numbers are repeated here).
 */
export const DEFAULT_OAUTH_PORTS: Record<SnsProvider, number> = { kakao: 4101, google: 4102, twitch: 4103, naver: 4104 };

/** What the chooser page calls each provider. */
export const PROVIDER_LABELS: Record<SnsProvider, string> = { kakao: '카카오', google: '구글', twitch: '트위치', naver: '네이버' };

/**
 * Providers that take PKCE (S256) in real life: their sandbox demands a challenge at authorize
 * and the matching verifier at the token endpoint, so an API that forgets PKCE fails here first.
 */
export const PKCE_PROVIDERS: ReadonlySet<SnsProvider> = new Set<SnsProvider>(['kakao', 'google']);

/** The client the API is registered as; the defaults match apps/api/src/platform/config/settings.ts. */
export type OAuthClient = { clientId: string; clientSecret: string };

export function defaultClient(provider: SnsProvider): OAuthClient {
  return { clientId: `onair-${provider}`, clientSecret: `onair-${provider}-secret` };
}

/**
 * The userinfo answer in each provider's own shape: kakao, google and twitch answer OpenID
 * Connect userinfo with their own nickname claim; naver answers /v1/nid/me, wrapped in response.
 */
export function userinfoFor(provider: SnsProvider, account: SandboxAccount): Record<string, unknown> {
  switch (provider) {
    case 'kakao':
      return { sub: account.id, nickname: account.nickname, email: account.email, email_verified: true };
    case 'google':
      return { sub: account.id, name: account.nickname, email: account.email, email_verified: true, locale: 'ko' };
    case 'twitch':
      return { sub: account.id, preferred_username: account.nickname, email: account.email, email_verified: true };
    case 'naver':
      return { resultcode: '00', message: 'success', response: { id: account.id, nickname: account.nickname, email: account.email } };
  }
}

/** Claims of the id token: the same account in OpenID Connect terms. */
export function idTokenClaimsFor(provider: SnsProvider, account: SandboxAccount): Record<string, unknown> {
  const info = userinfoFor(provider, account);
  const flat = provider === 'naver' ? { nickname: account.nickname, email: account.email } : info;
  return { ...flat, sub: account.id };
}
