import { eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  COOKIE_NAMES,
  OAUTH_MESSAGES,
  SANCTION_MESSAGES,
  SNS_PROVIDERS,
  VALIDATION_MESSAGES,
  type SnsProvider,
} from '@onair/contracts';
import { DEMO_ACCOUNTS, memberSnsAccounts, members, oauthStates } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
// The sandbox is the outside world in these tests: the real mock providers, over real HTTP.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOAuthProviders, type RunningOAuthProviders } from '../../../../sandbox/src/oauth/start-oauth-providers';
import { sha256Hex } from '../../platform/secrets';
import { cookieHeader, cookiesOf, randomIp } from '../auth/testing/session-helpers';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { oauthSettingsFor, startSocialLoginApi } from './testing/oauth-settings';
import { agreements, bindingCookieOf, callback, chooseAccount, freshProviderAccount, signInWith, startSignIn } from './testing/social-browser';

const INVALID_ACCESS = { statusCode: 400, code: 'INVALID_OAUTH_STATE', message: AUTH_MESSAGES.invalidAccess, key: 'auth.invalidAccess' };

describe.each(testDatabaseTargets('pglite'))('social login on $name', (target) => {
  let world: Awaited<ReturnType<typeof startSocialLoginApi>>;
  let oauth: RunningOAuthProviders;
  let api: TestApi;
  beforeAll(async () => {
    world = await startSocialLoginApi(target);
    ({ oauth, api } = world);
  });
  afterAll(() => world.close());

  const signupWith = (provider: SnsProvider, accessToken: string, fields: Record<string, unknown> = {}, path = `/api/auth/signup/oauth/${provider}`) =>
    // Each from an address of its own: one address may sign up only a few times an hour (docs/permissions.md).
    api.call('POST', path, { body: { accessToken, nickname: freshProviderAccount().nickname, agreements, ...fields }, headers: { 'x-forwarded-for': randomIp() } });

  describe.each(['kakao', 'google', 'twitch', 'naver'] as const)('%s', (provider) => {
    test('a new account signs up, is signed in, and next time signs straight in', async () => {
      const account = freshProviderAccount();
      const first = await signInWith(api, provider, account, '/live/7');
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ status: 'signup', accessToken: expect.any(String), suggestedNickname: account.nickname, callbackURL: '/live/7' });
      expect(bindingCookieOf(first)?.attributes['max-age']).toBe('0');
      expect(cookiesOf(first)[COOKIE_NAMES.accessToken]).toBeUndefined();

      const nickname = freshProviderAccount().nickname;
      const signup = await signupWith(provider, first.body.accessToken, { nickname, agreements: { ...agreements, marketing: true } });
      expect(signup.status).toBe(201);
      expect(signup.body).toEqual({ msg: 'ok', profile: expect.objectContaining({ nickname, userType: 'V', brand: 'onair' }) });
      expect(signup.body.profile.loginId).toMatch(new RegExp(`^${provider}_[0-9a-z]{8}$`));
      const me = await api.call('GET', '/api/auth/me', { headers: { cookie: cookieHeader(signup) } });
      expect(me.status).toBe(200);
      expect(me.body.memberId).toBe(signup.body.profile.memberId);

      const [stored] = await api.database.db.select().from(members).where(eq(members.memberId, signup.body.profile.memberId));
      expect(stored).toMatchObject({ passwordHash: null, brand: 'onair', marketingAgreed: true });
      const links = await api.database.db.select().from(memberSnsAccounts).where(eq(memberSnsAccounts.memberId, signup.body.profile.memberId));
      expect(links).toEqual([expect.objectContaining({ provider, subject: account.id })]);

      const again = await signInWith(api, provider, account, '/mypage');
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ status: 'signedIn', profile: signup.body.profile, callbackURL: '/mypage' });
      expect(cookiesOf(again)[COOKIE_NAMES.accessToken]?.value).toBeTruthy();
      expect(cookiesOf(again)[COOKIE_NAMES.refreshToken]?.attributes['max-age']).toBeUndefined();
    });
  });

  test('new kakao users may sign up at POST /v3/api/m/signup/kakao', async () => {
    const account = freshProviderAccount();
    const { body } = await signInWith(api, 'kakao', account);
    const signup = await signupWith('kakao', body.accessToken, {}, '/v3/api/m/signup/kakao');
    expect(signup.status).toBe(201);
    expect(signup.body.profile.loginId).toMatch(/^kakao_/);
    expect((await signInWith(api, 'kakao', account)).body.status).toBe('signedIn');
  });

  test('the same provider account on two providers is two accounts', async () => {
    const account = freshProviderAccount();
    const kakao = await signInWith(api, 'kakao', account);
    expect((await signupWith('kakao', kakao.body.accessToken)).status).toBe(201);
    expect((await signInWith(api, 'naver', account)).body.status).toBe('signup');
  });

  describe('start', () => {
    test('answers the authorize URL with client, redirect URI, state and (kakao, google) an S256 challenge', async () => {
      for (const provider of SNS_PROVIDERS) {
        const { authorizeUrl } = await startSignIn(api, provider);
        expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${oauth.providers[provider].issuer}/authorize`);
        const query = authorizeUrl.searchParams;
        expect(query.get('response_type')).toBe('code');
        expect(query.get('client_id')).toBe(`onair-${provider}`);
        expect(query.get('redirect_uri')).toBe(`http://localhost:4200/callback/${provider}/authorize`);
        expect(query.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const pkce = provider === 'kakao' || provider === 'google';
        expect(query.get('code_challenge_method')).toBe(pkce ? 'S256' : null);
        expect(query.get('code_challenge')?.length ?? 0).toBe(pkce ? 43 : 0);
      }
    });

    test('stores the state and the browser binding hashed, for ten minutes, and sets the binding cookie', async () => {
      const before = Date.now();
      const { authorizeUrl, started } = await startSignIn(api, 'google', { callbackURL: '/channel/3' });
      const state = authorizeUrl.searchParams.get('state') ?? '';
      const cookie = bindingCookieOf(started);
      expect(cookie?.attributes).toMatchObject({ 'max-age': '600', path: '/api/oauth', httponly: true, samesite: 'Lax' });
      const [row] = await api.database.db.select().from(oauthStates).where(eq(oauthStates.stateHash, sha256Hex(state)));
      expect(row).toMatchObject({ provider: 'google', callbackUrl: '/channel/3', browserBindingHash: sha256Hex(cookie?.value ?? ''), usedAt: null });
      expect(row?.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
      expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    });

    test('a browser that already holds a binding keeps it, so two tabs can sign in at once', async () => {
      const first = await startSignIn(api, 'kakao');
      const second = await startSignIn(api, 'kakao', { cookie: first.cookie });
      expect(second.cookie).toBe(first.cookie);
      const account = freshProviderAccount();
      const fromFirstTab = await chooseAccount(first, account);
      expect((await callback(api, 'kakao', fromFirstTab, first.cookie)).status).toBe(200);
    });

    test('returns to the page that asked when its origin is ours, else to the web base URL', async () => {
      const local = await startSignIn(api, 'twitch', { origin: 'http://localhost:4300' });
      expect(local.authorizeUrl.searchParams.get('redirect_uri')).toBe('http://localhost:4300/callback/twitch/authorize');
      const brand = await startSignIn(api, 'twitch', { origin: 'https://www.onair.live' });
      expect(brand.authorizeUrl.searchParams.get('redirect_uri')).toBe('https://www.onair.live/callback/twitch/authorize');

      const account = freshProviderAccount();
      const { code, state } = await chooseAccount(local, account);
      const finished = await callback(api, 'twitch', { code, state }, local.cookie, 'http://localhost:4300');
      expect(finished.status).toBe(200);
      expect(finished.body.status).toBe('signup');
    });

    test.each(['https://evil.example/', '//evil.example', '/\\evil.example', '/\\/evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', 'evil.example'])(
      'a callback URL off this site (%j) is a 400 naming the field',
      async (callbackURL) => {
        const { status, body } = await api.call('POST', '/api/oauth/kakao/start', { body: { callbackURL } });
        expect(status).toBe(400);
        expect(body.errors[0].field).toBe('callbackURL');
      },
    );
  });

  describe('the state is single use, short-lived, for one provider and one browser', () => {
    test('a missing or unknown state, or no binding cookie', async () => {
      const signIn = await startSignIn(api, 'kakao');
      const { code, state } = await chooseAccount(signIn, freshProviderAccount());
      expect(await callback(api, 'kakao', { code, state: 'never-issued' }, signIn.cookie)).toMatchObject({ status: 400, body: INVALID_ACCESS });
      expect(await callback(api, 'kakao', { code, state }, '')).toMatchObject({ status: 400, body: INVALID_ACCESS });
      const missing = await api.call('POST', '/api/oauth/kakao/callback', { body: { code }, headers: { cookie: signIn.cookie } });
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0].field).toBe('state');
      // None of that spent the real state.
      expect((await callback(api, 'kakao', { code, state }, signIn.cookie)).status).toBe(200);
    });

    test('replayed', async () => {
      const signIn = await startSignIn(api, 'naver');
      const returned = await chooseAccount(signIn, freshProviderAccount());
      expect((await callback(api, 'naver', returned, signIn.cookie)).status).toBe(200);
      expect(await callback(api, 'naver', returned, signIn.cookie)).toMatchObject({ status: 400, body: INVALID_ACCESS });
    });

    test('expired', async () => {
      const signIn = await startSignIn(api, 'google');
      const returned = await chooseAccount(signIn, freshProviderAccount());
      await api.database.db
        .update(oauthStates)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oauthStates.stateHash, sha256Hex(returned.state)));
      expect(await callback(api, 'google', returned, signIn.cookie)).toMatchObject({ status: 400, body: INVALID_ACCESS });
    });

    test("used with another browser's binding cookie", async () => {
      const victim = await startSignIn(api, 'kakao');
      const attacker = await startSignIn(api, 'kakao');
      expect(attacker.cookie).not.toBe(victim.cookie);
      const returned = await chooseAccount(victim, freshProviderAccount());
      expect(await callback(api, 'kakao', returned, attacker.cookie)).toMatchObject({ status: 400, body: INVALID_ACCESS });
    });

    test('for another provider', async () => {
      const signIn = await startSignIn(api, 'twitch');
      const returned = await chooseAccount(signIn, freshProviderAccount());
      expect(await callback(api, 'naver', returned, signIn.cookie)).toMatchObject({ status: 400, body: INVALID_ACCESS });
    });
  });

  test('PKCE: a code exchanged with another verifier is refused by the provider (502)', async () => {
    const signIn = await startSignIn(api, 'kakao');
    const returned = await chooseAccount(signIn, freshProviderAccount());
    await api.database.db
      .update(oauthStates)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(oauthStates.stateHash, sha256Hex(returned.state)));
    const { status, body } = await callback(api, 'kakao', returned, signIn.cookie);
    expect(status).toBe(502);
    expect(body).toEqual({ statusCode: 502, code: 'SOCIAL_PROVIDER_ERROR', message: AUTH_MESSAGES.unknownSocialError, key: 'auth.unknownSocialError' });
  });

  test('a code made up by the caller is refused by the provider (502) and spends the state', async () => {
    const signIn = await startSignIn(api, 'twitch');
    const { state } = await chooseAccount(signIn, freshProviderAccount());
    const forged = await callback(api, 'twitch', { code: 'forged-code', state }, signIn.cookie);
    expect(forged.status).toBe(502);
    expect(bindingCookieOf(forged)?.attributes['max-age']).toBe('0');
  });

  describe('oauth signup', () => {
    test('an access token the provider does not know is a 401', async () => {
      const { status, body } = await signupWith('google', 'not-a-real-token');
      expect(status).toBe(401);
      expect(body.message).toBe(AUTH_MESSAGES.invalidToken);
    });

    test("another provider's token is a 401 too", async () => {
      const { body } = await signInWith(api, 'kakao', freshProviderAccount());
      expect((await signupWith('naver', body.accessToken)).status).toBe(401);
    });

    test('an account already linked is a 409', async () => {
      const { body } = await signInWith(api, 'naver', freshProviderAccount());
      expect((await signupWith('naver', body.accessToken)).status).toBe(201);
      const again = await signupWith('naver', body.accessToken);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(OAUTH_MESSAGES.alreadyLinked);
    });

    test('a taken nickname is the 409 of member creation, and nothing is linked', async () => {
      const account = freshProviderAccount();
      const { body } = await signInWith(api, 'google', account);
      const taken = await signupWith('google', body.accessToken, { nickname: DEMO_ACCOUNTS.viewer.nickname });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(VALIDATION_MESSAGES.nicknameTaken);
      expect((await signupWith('google', body.accessToken)).status).toBe(201);
    });

    test('an unknown recommender is a 400', async () => {
      const { body } = await signInWith(api, 'twitch', freshProviderAccount());
      const answer = await signupWith('twitch', body.accessToken, { recommendId: 'nobody0001' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(VALIDATION_MESSAGES.recommenderNotFound);
    });

    test('a withdrawn member’s provider account may sign up again', async () => {
      const account = freshProviderAccount();
      const { body } = await signInWith(api, 'kakao', account);
      const first = await signupWith('kakao', body.accessToken);
      await api.database.db.update(members).set({ withdrawnAt: new Date() }).where(eq(members.memberId, first.body.profile.memberId));
      const afterWithdrawal = await signInWith(api, 'kakao', account);
      expect(afterWithdrawal.body.status).toBe('signup');
      const second = await signupWith('kakao', afterWithdrawal.body.accessToken);
      expect(second.status).toBe(201);
      expect(second.body.profile.memberId).not.toBe(first.body.profile.memberId);
    });
  });

  test('a blocked member is told so (423), with the end in Korean time or that it is permanent', async () => {
    const account = freshProviderAccount();
    const { body } = await signInWith(api, 'google', account);
    const signup = await signupWith('google', body.accessToken);
    const blockMember = (blockedUntil: Date | null) =>
      api.database.db.update(members).set({ blocked: true, blockedUntil }).where(eq(members.memberId, signup.body.profile.memberId));

    await blockMember(new Date('2099-03-01T03:30:00.000Z'));
    const forDays = await signInWith(api, 'google', account);
    expect(forDays.status).toBe(423);
    expect(forDays.body).toMatchObject({
      code: 'BLOCKED',
      key: 'sanction.blockedUntil',
      params: { until: '2099-03-01 12:30' },
      message: '운영정책 위반으로 2099-03-01 12:30까지 이용이 제한된 계정입니다.',
    });
    expect(cookiesOf(forDays)[COOKIE_NAMES.accessToken]).toBeUndefined();

    await blockMember(null);
    const forGood = await signInWith(api, 'google', account);
    expect(forGood.status).toBe(423);
    expect(forGood.body).toMatchObject({ key: 'sanction.blockedPermanently', message: SANCTION_MESSAGES.blockedPermanently });

    await blockMember(new Date(Date.now() - 60_000));
    expect((await signInWith(api, 'google', account)).body.status).toBe('signedIn');
  });

  test('the suggested nickname is fitted to the rule, or generated when it cannot be or is taken', async () => {
    expect((await signInWith(api, 'google', { id: freshProviderAccount().id, nickname: '김 민지 (Minji) 입니다' })).body.suggestedNickname).toBe('김민지Minji입니');
    expect((await signInWith(api, 'google', { id: freshProviderAccount().id, nickname: '@' })).body.suggestedNickname).toMatch(/^회원\d{6}$/);
    const taken = await signInWith(api, 'naver', { id: freshProviderAccount().id, nickname: DEMO_ACCOUNTS.viewer.nickname });
    expect(taken.body.suggestedNickname).toMatch(/^회원\d{6}$/);
  });
});

describe.each(testDatabaseTargets('pglite'))('social login with providers missing or down on $name', (target) => {
  let oauth: RunningOAuthProviders;
  let api: TestApi;
  beforeAll(async () => {
    oauth = await startOAuthProviders();
    const settings = oauthSettingsFor(oauth);
    // Port 9 (discard) has nothing listening here: the provider is down.
    settings.google = { issuer: 'http://127.0.0.1:9', clientId: 'onair-google', clientSecret: 'onair-google-secret' };
    settings.naver = null;
    api = await startTestApi(target, { settings: { oauth: settings } });
  });
  afterAll(async () => {
    await api.close();
    await oauth.stop();
  });

  test('a provider this node has no client for is a 404', async () => {
    for (const path of ['/api/oauth/naver/start', '/api/oauth/naver/callback', '/api/auth/signup/oauth/naver']) {
      const body = path.endsWith('callback') ? { code: 'c', state: 's' } : path.endsWith('start') ? {} : { accessToken: 't', nickname: '소셜사람', agreements };
      const answer = await api.call('POST', path, { body });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(OAUTH_MESSAGES.providerNotConfigured);
    }
  });

  test('a provider that does not answer is a 502 with the unknown social error', async () => {
    const start = await api.call('POST', '/api/oauth/google/start', { body: {} });
    expect(start).toMatchObject({ status: 502, body: { message: AUTH_MESSAGES.unknownSocialError } });
    const signup = await api.call('POST', '/api/auth/signup/oauth/google', { body: { accessToken: 't', nickname: '소셜사람', agreements } });
    expect(signup).toMatchObject({ status: 502, body: { message: AUTH_MESSAGES.unknownSocialError } });
  });

  test('a provider that goes down between start and callback is a 502', async () => {
    const signIn = await startSignIn(api, 'twitch');
    const returned = await chooseAccount(signIn, freshProviderAccount());
    await oauth.providers.twitch.stop();
    const { status, body } = await callback(api, 'twitch', returned, signIn.cookie);
    expect(status).toBe(502);
    expect(body.message).toBe(AUTH_MESSAGES.unknownSocialError);
  });
});
