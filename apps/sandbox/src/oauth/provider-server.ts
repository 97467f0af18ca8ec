import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Service, type MutableRedirectUri, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { checkAuthorizeRequest } from './authorize-request';
import { CHOOSER_FIELDS, renderChooserPage, renderRefusalPage } from './chooser-page';
import { createGrantStore } from './grants';
import { defaultClient, idTokenClaimsFor, userinfoFor, type OAuthClient, type SnsProvider } from './provider-profiles';
import { chosenAccount, freshAccount } from './sandbox-account';
import { redeemTokenRequest } from './token-request';

export type OAuthProviderOptions = {
  provider: SnsProvider;
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  client?: OAuthClient;
};

export type RunningOAuthProvider = {
  provider: SnsProvider;
  /** The issuer URL the API is configured with; discovery is at /.well-known/openid-configuration. */
  issuer: string;
  port: number;
  client: OAuthClient;
  stop(): Promise<void>;
};

type ParsedBody = { body?: Record<string, unknown> };

function sendHtml(response: ServerResponse, statusCode: number, html: string) {
  response.writeHead(statusCode, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

/**
 * One provider: oauth2-mock-server's OpenID service (discovery, authorize, token, userinfo, jwks)
 * behind a small front that puts the account chooser before authorize and makes the library's
 * hooks act like a real provider: codes tied to an account, client and redirect URI, single use,
 * PKCE demanded where the provider uses it, and userinfo answering for the token's account only.
 */
export async function startOAuthProvider({ provider, port, host = '127.0.0.1', client = defaultClient(provider) }: OAuthProviderOptions): Promise<RunningOAuthProvider> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  const grants = createGrantStore();

  service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, request: IncomingMessage) => {
    const code = redirect.url.searchParams.get('code');
    if (!code) return;
    // The front let this request through only with a valid client and a chosen account.
    const query = new URL(request.url ?? '/', issuer.url).searchParams;
    const authorize = checkAuthorizeRequest(provider, client, query);
    const account = chosenAccount(provider, query.get(CHOOSER_FIELDS.account) ?? '', query.get(CHOOSER_FIELDS.nickname) ?? '');
    if ('problem' in authorize || 'problem' in account) return;
    grants.issueCode(code, { account, clientId: authorize.clientId, redirectUri: authorize.redirectUri, codeChallenge: authorize.codeChallenge });
  });

  service.on('beforeTokenSigning', (token: MutableToken, request: IncomingMessage & ParsedBody) => {
    const code = request.body?.['code'];
    const grant = typeof code === 'string' ? grants.peekCode(code) : undefined;
    if (!grant) return; // refused in beforeResponse
    // The library puts an audience only on the id token of a code exchange; it carries the profile claims.
    const claims = token.payload['aud'] === undefined ? { sub: grant.account.id } : idTokenClaimsFor(provider, grant.account);
    Object.assign(token.payload, claims);
  });

  service.on('beforeResponse', (answer: MutableResponse, request: IncomingMessage & ParsedBody) => {
    const outcome = redeemTokenRequest(request, request.body ?? {}, client, grants);
    if ('error' in outcome) {
      answer.statusCode = outcome.statusCode;
      answer.body = { error: outcome.error, error_description: outcome.description };
      return;
    }
    const accessToken = answer.body === '' ? undefined : answer.body['access_token'];
    if (typeof accessToken === 'string') grants.rememberAccessToken(accessToken, outcome.account);
  });

  service.on('beforeUserinfo', (answer: MutableResponse, request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    const account = header.startsWith('Bearer ') ? grants.accountOfAccessToken(header.slice('Bearer '.length)) : undefined;
    if (!account) {
      answer.statusCode = 401;
      answer.body = { error: 'invalid_token', error_description: 'the access token is unknown or expired' };
      return;
    }
    answer.body = userinfoFor(provider, account);
  });

  const library = service.requestHandler;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    if (request.method !== 'GET' || url.pathname !== '/authorize') return library(request, response);
    const authorize = checkAuthorizeRequest(provider, client, url.searchParams);
    if ('problem' in authorize) return sendHtml(response, 400, renderRefusalPage(provider, authorize.problem));
    if (url.searchParams.get(CHOOSER_FIELDS.deny)) {
      const back = new URL(authorize.redirectUri);
      back.searchParams.set('error', 'access_denied');
      if (authorize.state) back.searchParams.set('state', authorize.state);
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    const accountId = url.searchParams.get(CHOOSER_FIELDS.account);
    if (accountId === null) return sendHtml(response, 200, renderChooserPage(provider, url.searchParams, freshAccount(provider)));
    const account = chosenAccount(provider, accountId, url.searchParams.get(CHOOSER_FIELDS.nickname) ?? '');
    if ('problem' in account) return sendHtml(response, 400, renderChooserPage(provider, url.searchParams, freshAccount(provider), account.problem));
    return library(request, response);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const boundPort = (server.address() as AddressInfo).port;
  // The issuer names the address the API reaches (and the browser is sent to); the API's defaults use 127.0.0.1.
  issuer.url = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${boundPort}`;

  return {
    provider,
    issuer: issuer.url,
    port: boundPort,
    client,
    // Stopping twice is harmless: a test may take one provider down before stopping them all.
    stop: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; closing them lets close() finish now.
        server.closeAllConnections();
      }),
  };
}
