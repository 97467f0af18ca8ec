import { createHash, randomBytes } from 'node:crypto';
import { readOAuthPorts } from './oauth-ports';
import { SNS_PROVIDERS, type SnsProvider } from './provider-profiles';
import { startOAuthProviders, type RunningOAuthProviders } from './start-oauth-providers';

const REDIRECT = (provider: SnsProvider) => `http://localhost:4200/callback/${provider}/authorize`;

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

describe('sandbox OAuth providers over HTTP', () => {
  let oauth: RunningOAuthProviders;
  beforeAll(async () => {
    oauth = await startOAuthProviders();
  });
  afterAll(() => oauth.stop());

  const issuerOf = (provider: SnsProvider) => oauth.providers[provider].issuer;

  function authorizeUrl(provider: SnsProvider, extra: Record<string, string> = {}, pkce = pkcePair()) {
    const url = new URL(`${issuerOf(provider)}/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: `onair-${provider}`,
      redirect_uri: REDIRECT(provider),
      state: 'state-123',
      ...(provider === 'kakao' || provider === 'google' ? { code_challenge: pkce.challenge, code_challenge_method: 'S256' } : {}),
      ...extra,
    }).toString();
    return url;
  }

  /** Chooses the account the way the chooser form does and answers the code from the redirect. */
  async function signInAs(provider: SnsProvider, account: string, nickname: string, pkce = pkcePair()) {
    const response = await fetch(authorizeUrl(provider, { sandbox_account: account, sandbox_nickname: nickname }, pkce), { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT(provider));
    expect(location.searchParams.get('state')).toBe('state-123');
    return location.searchParams.get('code') ?? '';
  }

  function exchange(provider: SnsProvider, fields: Record<string, string>) {
    return fetch(`${issuerOf(provider)}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        redirect_uri: REDIRECT(provider),
        client_id: `onair-${provider}`,
        client_secret: `onair-${provider}-secret`,
        ...fields,
      }).toString(),
    });
  }

  const userinfo = (provider: SnsProvider, accessToken: string) => fetch(`${issuerOf(provider)}/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } });

  test('each provider listens on its own port and publishes its discovery document', async () => {
    const ports = new Set(SNS_PROVIDERS.map((provider) => oauth.providers[provider].port));
    expect(ports.size).toBe(4);
    for (const provider of SNS_PROVIDERS) {
      const discovery = await (await fetch(`${issuerOf(provider)}/.well-known/openid-configuration`)).json();
      expect(discovery).toMatchObject({
        issuer: issuerOf(provider),
        authorization_endpoint: `${issuerOf(provider)}/authorize`,
        token_endpoint: `${issuerOf(provider)}/token`,
        userinfo_endpoint: `${issuerOf(provider)}/userinfo`,
      });
    }
  });

  test('authorize first shows the Korean account chooser with a fresh account and the request kept', async () => {
    const response = await fetch(authorizeUrl('kakao', { state: '"><script>' }), { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>카카오로 로그인 (샌드박스)</title>');
    expect(html).toMatch(/name="sandbox_account" value="\d{10}"/);
    expect(html).toMatch(/name="sandbox_nickname" value="카카오유저\d{4}"/);
    expect(html).toContain('<input type="hidden" name="redirect_uri" value="http://localhost:4200/callback/kakao/authorize">');
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;"');
    expect(html).not.toContain('"><script>');
  });

  test('each visit offers another fresh account', async () => {
    const ids = await Promise.all(
      [1, 2].map(async () => (await (await fetch(authorizeUrl('naver'))).text()).match(/name="sandbox_account" value="(\d+)"/)?.[1]),
    );
    expect(ids[0]).not.toBe(ids[1]);
  });

  test('an unknown client, an unregistered redirect URI or a missing PKCE challenge is refused on the page, not redirected', async () => {
    const cases = [
      authorizeUrl('google', { client_id: 'someone-else' }),
      authorizeUrl('google', { redirect_uri: 'https://evil.example/callback/google/authorize' }),
      authorizeUrl('google', { redirect_uri: 'http://localhost:4200/callback/kakao/authorize' }),
      authorizeUrl('google', { code_challenge_method: 'plain' }),
    ];
    const withoutChallenge = authorizeUrl('kakao');
    withoutChallenge.searchParams.delete('code_challenge');
    withoutChallenge.searchParams.delete('code_challenge_method');
    for (const url of [...cases, withoutChallenge]) {
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('로그인 오류 (샌드박스)');
    }
  });

  test('a blank nickname shows the chooser again with the problem', async () => {
    const response = await fetch(authorizeUrl('twitch', { sandbox_account: 'viewer1', sandbox_nickname: '  ' }), { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('닉네임은 1~40자입니다.');
  });

  test('cancelling returns access_denied with the state', async () => {
    const response = await fetch(authorizeUrl('naver', { sandbox_deny: '1' }), { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
  });

  test.each([
    ['kakao', { sub: 'k-1', nickname: '민지', email: 'k-1@kakao.sandbox.test', email_verified: true }],
    ['google', { sub: 'k-1', name: '민지', email: 'k-1@google.sandbox.test', email_verified: true, locale: 'ko' }],
    ['twitch', { sub: 'k-1', preferred_username: '민지', email: 'k-1@twitch.sandbox.test', email_verified: true }],
    ['naver', { resultcode: '00', message: 'success', response: { id: 'k-1', nickname: '민지', email: 'k-1@naver.sandbox.test' } }],
  ] as const)('%s: the chosen account comes back in the id token and in userinfo, in the provider’s shape', async (provider, expected) => {
    const pkce = pkcePair();
    const code = await signInAs(provider, 'k-1', '민지', pkce);
    const usesPkce = provider === 'kakao' || provider === 'google';
    const response = await exchange(provider, { code, ...(usesPkce ? { code_verifier: pkce.verifier } : {}) });
    expect(response.status).toBe(200);
    const tokens = await response.json();
    expect(tokens.token_type).toBe('Bearer');
    expect(jwtPayload(tokens.access_token)).toMatchObject({ sub: 'k-1', iss: issuerOf(provider) });
    expect(jwtPayload(tokens.id_token)).toMatchObject({ sub: 'k-1', aud: `onair-${provider}`, email: `k-1@${provider}.sandbox.test` });

    const info = await userinfo(provider, tokens.access_token);
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual(expected);
  });

  test('client_secret_basic is accepted as well', async () => {
    const code = await signInAs('twitch', 'basic-user', '베이직');
    const response = await fetch(`${issuerOf('twitch')}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('onair-twitch:onair-twitch-secret').toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT('twitch') }).toString(),
    });
    expect(response.status).toBe(200);
  });

  test('PKCE: a wrong verifier, or none, is refused', async () => {
    const wrong = await exchange('kakao', { code: await signInAs('kakao', 'pkce-user', '피케이'), code_verifier: pkcePair().verifier });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_request', error_description: 'code_verifier provided does not match code_challenge' });

    const missing = await exchange('google', { code: await signInAs('google', 'pkce-user', '피케이') });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'invalid_grant', error_description: 'code_verifier required' });
  });

  test('a code works once, only for its client secret and redirect URI', async () => {
    const code = await signInAs('naver', 'once-user', '한번');
    const badSecret = await exchange('naver', { code, client_secret: 'wrong' });
    expect(badSecret.status).toBe(401);
    expect((await badSecret.json()).error).toBe('invalid_client');

    const otherRedirect = await exchange('naver', { code, redirect_uri: 'http://localhost:9999/callback/naver/authorize' });
    expect(otherRedirect.status).toBe(400);
    expect((await otherRedirect.json()).error).toBe('invalid_grant');

    const fresh = await signInAs('naver', 'once-user', '한번');
    expect((await exchange('naver', { code: fresh })).status).toBe(200);
    const replay = await exchange('naver', { code: fresh });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toBe('invalid_grant');

    expect((await exchange('naver', { code: 'never-issued' })).status).toBe(400);
    expect((await exchange('naver', { code: fresh, grant_type: 'client_credentials' })).status).toBe(400);
  });

  test('userinfo refuses a token it did not issue', async () => {
    const response = await userinfo('google', 'not-a-token');
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe('invalid_token');
    expect((await fetch(`${issuerOf('google')}/userinfo`)).status).toBe(401);
  });
});

describe('sandbox OAuth ports', () => {
  test('default to the API’s sandbox ports; SANDBOX_OAUTH_{PROVIDER}_PORT overrides one', () => {
    expect(readOAuthPorts({})).toEqual({ kakao: 4101, google: 4102, twitch: 4103, naver: 4104 });
    expect(readOAuthPorts({ SANDBOX_OAUTH_NAVER_PORT: '5104' }).naver).toBe(5104);
    expect(() => readOAuthPorts({ SANDBOX_OAUTH_KAKAO_PORT: 'x' })).toThrow('SANDBOX_OAUTH_KAKAO_PORT must be a port');
  });

  test('a taken port stops the start and leaves nothing listening', async () => {
    const first = await startOAuthProviders();
    try {
      await expect(startOAuthProviders({ ports: { google: first.providers.google.port } })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.stop();
    }
  });
});
