import { eq } from 'drizzle-orm';
import { COOKIE_NAMES } from '@onair/contracts';
import { refreshTokens } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { hashPassword } from '../../platform/passwords/passwords';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { SESSION_LIFETIMES } from '../../platform/sessions/session-lifetimes';
import { cookieHeader, cookiesOf, refreshTokenOf, refreshWith, signIn } from './testing/session-helpers';
import { sha256Hex } from '../../platform/secrets';

const ERROR_ANSWER = { msg: 'ERROR', access_token: '' };

describe.each(testDatabaseTargets())('refresh token rotation on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { hashDemoPasswords: hashPassword });
  });
  afterAll(() => api.close());

  /** Moves a token's use back in time, as if the grace window had passed. */
  const usedLongAgo = (token: string) =>
    api.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - (SESSION_LIFETIMES.reuseGraceSeconds + 1) * 1000) })
      .where(eq(refreshTokens.tokenHash, sha256Hex(token)));

  const expectSignedOut = (result: Awaited<ReturnType<typeof refreshWith>>) => {
    expect(result).toMatchObject({ status: 200, body: ERROR_ANSWER });
    for (const cookie of Object.values(cookiesOf(result))) expect(cookie.attributes['max-age']).toBe('0');
    expect(Object.keys(cookiesOf(result))).toHaveLength(3);
  };

  test('the refresh cookie alone (empty form) rotates the token and answers a working access token', async () => {
    const signedIn = await signIn(api);
    const refreshed = await api.call('POST', '/api/oauth/refresh', { headers: { cookie: cookieHeader(signedIn) } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({ msg: 'ok', access_token: expect.any(String) });
    expect(refreshTokenOf(refreshed)).not.toBe(refreshTokenOf(signedIn));
    expect(cookiesOf(refreshed)[COOKIE_NAMES.accessToken]?.value).toBe(refreshed.body.access_token);
    const me = await api.call('GET', '/api/auth/me', { headers: { authorization: `Bearer ${refreshed.body.access_token}` } });
    expect(me.status).toBe(200);
  });

  test('a used token shown again after the grace window revokes the family: its successor fails too', async () => {
    const original = refreshTokenOf(await signIn(api));
    const successor = refreshTokenOf(await refreshWith(api, original));
    await usedLongAgo(original);
    expectSignedOut(await refreshWith(api, original));
    expectSignedOut(await refreshWith(api, successor));
  });

  test('inside the grace window a used token gets a successor of its own and nothing is revoked', async () => {
    const original = refreshTokenOf(await signIn(api));
    const first = await refreshWith(api, original);
    const second = await refreshWith(api, original);
    expect(second.body.msg).toBe('ok');
    expect((await refreshWith(api, refreshTokenOf(first))).body.msg).toBe('ok');
    expect((await refreshWith(api, refreshTokenOf(second))).body.msg).toBe('ok');
  });

  test('two tabs refreshing with the same token at the same moment both succeed', async () => {
    const original = refreshTokenOf(await signIn(api));
    const answers = await Promise.all([refreshWith(api, original), refreshWith(api, original)]);
    for (const answer of answers) expect(answer.body).toEqual({ msg: 'ok', access_token: expect.any(String) });
    const [first, second] = answers.map(refreshTokenOf);
    expect(first).not.toBe(second);
  });

  test('unknown, missing and signed-out tokens answer ERROR and clear the cookies', async () => {
    expectSignedOut(await refreshWith(api, 'not-a-token'));
    expectSignedOut(await api.call('POST', '/api/oauth/refresh'));
    const signedIn = await signIn(api);
    await api.call('POST', '/api/auth/signout', { headers: { cookie: cookieHeader(signedIn) } });
    expectSignedOut(await refreshWith(api, refreshTokenOf(signedIn)));
  });

  test('the app signs out with a Bearer token and its refresh token in the body: the family ends', async () => {
    for (const send of ['json', 'form'] as const) {
      const original = refreshTokenOf(await signIn(api));
      // The app has refreshed once: it holds the successor, and signs out with it.
      const refreshed = await refreshWith(api, original);
      const held = refreshTokenOf(refreshed);
      const headers = { authorization: `Bearer ${refreshed.body.access_token}` };
      const body = { refreshToken: held };
      const signedOut = await api.call('POST', '/api/auth/signout', send === 'json' ? { headers, body } : { headers, form: body });
      expect(signedOut).toMatchObject({ status: 200, body: { msg: 'ok' } });
      expectSignedOut(await refreshWith(api, held));
      expectSignedOut(await refreshWith(api, original));
    }
  });
});
