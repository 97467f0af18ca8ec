import type { IncomingMessage } from 'node:http';
import type { CodeGrant, GrantStore } from './grants';
import type { OAuthClient } from './provider-profiles';

export type TokenRefusal = { statusCode: number; error: string; description: string };

/** client_secret_basic: the Authorization header, each part form-encoded (RFC 6749 2.3.1). */
function basicCredentials(request: IncomingMessage): { id: string; secret: string } | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/** Whether the caller is the registered client, by client_secret_basic or client_secret_post. */
export function isRegisteredClient(request: IncomingMessage, body: Record<string, unknown>, client: OAuthClient): boolean {
  const credentials = basicCredentials(request) ?? { id: body['client_id'], secret: body['client_secret'] };
  return credentials.id === client.clientId && credentials.secret === client.clientSecret;
}

/**
 * What the mock library leaves out: it would mint tokens for any code from anyone. A real
 * provider only exchanges a code it issued, once, for the client and redirect URI it was issued
 * to, and (with PKCE) only with a verifier; the library itself checks that the verifier matches.
 */
export function redeemTokenRequest(
  request: IncomingMessage,
  body: Record<string, unknown>,
  client: OAuthClient,
  grants: GrantStore,
): CodeGrant | TokenRefusal {
  if (body['grant_type'] !== 'authorization_code') {
    return { statusCode: 400, error: 'unsupported_grant_type', description: 'only authorization_code is supported' };
  }
  if (!isRegisteredClient(request, body, client)) return { statusCode: 401, error: 'invalid_client', description: 'unknown client or wrong secret' };
  const code = typeof body['code'] === 'string' ? body['code'] : '';
  const grant = grants.redeemCode(code);
  if (!grant) return { statusCode: 400, error: 'invalid_grant', description: 'unknown, used or expired code' };
  if (grant.clientId !== client.clientId || body['redirect_uri'] !== grant.redirectUri) {
    return { statusCode: 400, error: 'invalid_grant', description: 'redirect_uri does not match the authorize request' };
  }
  if (grant.codeChallenge && typeof body['code_verifier'] !== 'string') {
    return { statusCode: 400, error: 'invalid_grant', description: 'code_verifier required' };
  }
  return grant;
}
