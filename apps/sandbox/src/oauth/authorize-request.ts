import { PKCE_PROVIDERS, type OAuthClient, type SnsProvider } from './provider-profiles';

/** An authorize request the provider accepts. */
export type AuthorizeRequest = { clientId: string; redirectUri: string; state: string | null; codeChallenge: string | null };

/**
 * Any local web app may be the client in the sandbox: the registered redirect URIs are every
 * http://localhost:{port}/callback/{provider}/authorize (and the same on 127.0.0.1).
 */
export function isRegisteredRedirectUri(provider: SnsProvider, redirectUri: string): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' || url.hostname === '127.0.0.1') &&
    url.pathname === `/callback/${provider}/authorize` &&
    url.search === '' &&
    url.hash === ''
  );
}

/**
 * Checks the client's authorize request. A bad client or redirect URI is shown on the page and
 * never redirected (RFC 6749 4.1.2.1), so the answer is a Korean sentence for that page.
 */
export function checkAuthorizeRequest(provider: SnsProvider, client: OAuthClient, query: URLSearchParams): AuthorizeRequest | { problem: string } {
  const clientId = query.get('client_id');
  const redirectUri = query.get('redirect_uri') ?? '';
  if (clientId !== client.clientId) return { problem: `등록되지 않은 client_id입니다: ${clientId ?? '(없음)'}` };
  if (!isRegisteredRedirectUri(provider, redirectUri)) return { problem: `등록되지 않은 redirect_uri입니다: ${redirectUri || '(없음)'}` };
  if (query.get('response_type') !== 'code') return { problem: 'response_type은 code만 지원합니다.' };
  const codeChallenge = query.get('code_challenge');
  if (PKCE_PROVIDERS.has(provider)) {
    if (!codeChallenge) return { problem: 'PKCE code_challenge가 필요합니다.' };
    if (query.get('code_challenge_method') !== 'S256') return { problem: 'code_challenge_method는 S256이어야 합니다.' };
  }
  return { clientId, redirectUri, state: query.get('state'), codeChallenge };
}
