import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@onair/contracts';
import { members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { hashPassword } from '../../platform/passwords/passwords';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { cookieHeader, cookiesOf, refreshTokenOf, refreshWith, signIn } from './testing/session-helpers';

describe.each(testDatabaseTargets())('withdrawal (expire) on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { hashDemoPasswords: hashPassword });
  });
  afterAll(() => api.close());

  const expire = (cookie: string, body: Record<string, string>) => api.call('POST', '/api/auth/expire', { body, headers: { cookie } });

  test('a visitor gets 401', async () => {
    const { status, body } = await api.call('POST', '/api/auth/expire', { body: { loginId: 'demobj02', password: 'onair1234!' } });
    expect(status).toBe(401);
    expect(body.message).toBe(AUTH_MESSAGES.invalidToken);
  });

  test("another member's ID is refused and a wrong password is a 400 on the password", async () => {
    const cookie = cookieHeader(await signIn(api, { loginId: 'demobj02' }));
    const other = await expire(cookie, { loginId: 'demoviewer', password: 'onair1234!' });
    expect(other).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.invalidAccess } });
    const wrong = await expire(cookie, { loginId: 'demobj02', password: 'wrong1234!' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'password', message: AUTH_MESSAGES.invalidCredentials });
  });

  test('the right password withdraws: cookies cleared, every session ended, sign-in refused', async () => {
    const first = await signIn(api, { loginId: 'demobj03' });
    const second = await signIn(api, { loginId: 'demobj03' });
    const done = await expire(cookieHeader(first), { loginId: 'demobj03', password: 'onair1234!' });
    expect(done).toMatchObject({ status: 200, body: { msg: 'ok' } });
    for (const cookie of Object.values(cookiesOf(done))) expect(cookie.attributes['max-age']).toBe('0');
    const [row] = await api.database.db.select({ at: members.withdrawnAt }).from(members).where(eq(members.loginId, 'demobj03'));
    expect(row?.at).toBeInstanceOf(Date);
    expect((await refreshWith(api, refreshTokenOf(second))).body.msg).toBe('ERROR');
    expect((await signIn(api, { loginId: 'demobj03' })).status).toBe(401);
    expect((await api.call('GET', '/api/auth/me', { headers: { cookie: cookieHeader(second) } })).status).toBe(401);
  });
});
