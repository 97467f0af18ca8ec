import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@onair/contracts';
import { DEMO_ACCOUNTS, members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { hashPassword } from '../../platform/passwords/passwords';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { solvedCaptchaToken } from '../verification/index';
import { freshIdentity, randomIp, refreshTokenOf, signIn } from './testing/session-helpers';

const agreements = { terms: true, privacy: true, marketing: false };

/** Each brand is its own service: its own IDs, nicknames, sessions and wallets. */
describe.each(testDatabaseTargets('pglite'))('accounts per brand on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { hashDemoPasswords: hashPassword });
  });
  afterAll(() => api.close());

  const on = (brand: string) => ({ 'x-site-code': brand, 'x-forwarded-for': randomIp() });
  const signup = async (brand: string, identity: { loginId: string; nickname: string }) =>
    api.call('POST', '/api/auth/signup', {
      body: { ...identity, password: 'mint7788!', agreements, captchaToken: await solvedCaptchaToken(api.url) },
      headers: on(brand),
    });

  test('one login ID and nickname sign up once on each brand, as two members; twice on one brand is a 409', async () => {
    const identity = freshIdentity();
    const onair = await signup('onair', identity);
    const bellcast = await signup('bellcast', identity);
    expect(onair).toMatchObject({ status: 201, body: { profile: { ...identity, brand: 'onair' } } });
    expect(bellcast).toMatchObject({ status: 201, body: { profile: { ...identity, brand: 'bellcast' } } });
    expect(bellcast.body.profile.memberId).not.toBe(onair.body.profile.memberId);

    const again = await signup('onair', { ...identity, nickname: freshIdentity().nickname });
    expect(again).toMatchObject({ status: 409, body: { message: VALIDATION_MESSAGES.loginIdTaken } });
    const nickname = await signup('bellcast', { ...freshIdentity(), nickname: identity.nickname.toUpperCase() });
    expect(nickname).toMatchObject({ status: 409, body: { message: VALIDATION_MESSAGES.nicknameTaken } });
  });

  test("the ID check answers for the asking brand: another brand's ID is free here", async () => {
    const identity = freshIdentity();
    expect((await signup('mint', identity)).status).toBe(201);
    const check = (brand: string) => api.call('GET', `/api/guest/loginId/${identity.loginId}`, { headers: on(brand) });
    expect((await check('mint')).body).toMatchObject({ msg: 'exists' });
    expect((await check('nova')).body).toMatchObject({ msg: 'ok' });
  });

  test('a member signs in only on their own brand; elsewhere the ID is unknown (the same 401 as a wrong password)', async () => {
    const identity = freshIdentity();
    expect((await signup('nova', identity)).status).toBe(201);
    const at = (brand: string) => signIn(api, { loginId: identity.loginId, password: 'mint7788!', headers: on(brand) });
    expect(await at('nova')).toMatchObject({
      status: 200,
      body: { profile: { loginId: identity.loginId, brand: 'nova' } },
    });
    expect(await at('onair')).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } });
  });

  test("the demo viewer has an account on every brand, each with the brand's own member", async () => {
    const ids = new Set<number>();
    for (const brand of ['onair', 'bellcast', 'mint', 'nova']) {
      const result = await signIn(api, { headers: on(brand) });
      expect(result).toMatchObject({
        status: 200,
        body: { profile: { loginId: DEMO_ACCOUNTS.viewer.loginId, brand } },
      });
      ids.add(result.body.profile.memberId);
    }
    expect(ids.size).toBe(4);
    const rows = await api.database.db
      .select({ id: members.memberId })
      .from(members)
      .where(and(eq(members.loginId, DEMO_ACCOUNTS.viewer.loginId), eq(members.brand, 'bellcast')));
    expect(rows).toHaveLength(1);
  });

  test("a refresh token from one brand's site opens no session on another's", async () => {
    const signedIn = await signIn(api, { headers: on('onair') });
    const refreshToken = refreshTokenOf(signedIn);
    const elsewhere = await api.call('POST', '/api/oauth/refresh', { form: { refreshToken }, headers: on('bellcast') });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body).toMatchObject({ message: AUTH_MESSAGES.invalidToken });
  });
});
