import { COOKIE_NAMES, AUTH_MESSAGES, NO_ACCESS_TOKEN } from '@onair/contracts';
import { DEMO_ACCOUNTS } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { SignJWT } from 'jose';
import { hashPassword } from '../../platform/passwords/passwords';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { cookieHeader, cookiesOf, signIn } from './testing/session-helpers';

describe.each(testDatabaseTargets('pglite'))('member-only routes on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { hashDemoPasswords: hashPassword });
  });
  afterAll(() => api.close());

  const me = (headers: Record<string, string> = {}) => api.call('GET', '/api/auth/me', { headers });
  const expectInvalidToken = (result: Awaited<ReturnType<typeof me>>) =>
    expect(result).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED', message: AUTH_MESSAGES.invalidToken } });

  test('the access cookie or a Bearer token opens /api/auth/me', async () => {
    const signedIn = await signIn(api);
    const byCookie = await me({ cookie: cookieHeader(signedIn) });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toEqual(signedIn.body.profile);
    const token = cookiesOf(signedIn)[COOKIE_NAMES.accessToken]?.value;
    expect((await me({ authorization: `Bearer ${token}` })).status).toBe(200);
  });

  test("no token, the logged-out marker, a forged, an expired or another brand's token answer 401 'accessToken is not valid'", async () => {
    const secret = new TextEncoder().encode(api.settings.tokenSecret);
    const claims = { loginId: DEMO_ACCOUNTS.viewer.loginId, userType: 'V', brand: 'onair' };
    const expired = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setExpirationTime(Math.floor(Date.now() / 1000) - 10).sign(secret);
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setExpirationTime('15m').sign(new TextEncoder().encode('x'.repeat(48)));
    const signedIn = await signIn(api);
    expectInvalidToken(await me());
    expectInvalidToken(await me({ cookie: `${COOKIE_NAMES.accessToken}=${NO_ACCESS_TOKEN}` }));
    expectInvalidToken(await me({ authorization: `Bearer ${forged}` }));
    expectInvalidToken(await me({ authorization: `Bearer ${expired}` }));
    expectInvalidToken(await me({ authorization: 'Bearer not.a.jwt' }));
    expectInvalidToken(await me({ cookie: cookieHeader(signedIn), 'x-site-code': 'bellcast' }));
  });

  test('signout without a session is still ok', async () => {
    expect(await api.call('POST', '/api/auth/signout')).toMatchObject({ status: 200, body: { msg: 'ok' } });
  });
});
