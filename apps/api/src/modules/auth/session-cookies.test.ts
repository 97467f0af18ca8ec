import { COOKIE_NAMES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { hashPassword } from '../../platform/passwords/passwords';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { SESSION_LIFETIMES } from '../../platform/sessions/session-lifetimes';
import { cookieHeader, cookiesOf, signIn } from './testing/session-helpers';

const NAMES = [COOKIE_NAMES.accessToken, COOKIE_NAMES.refreshToken, COOKIE_NAMES.fallbackAccessToken];

describe.each(testDatabaseTargets('pglite'))('session cookies on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { hashDemoPasswords: hashPassword });
  });
  afterAll(() => api.close());

  test('on 127.0.0.1: tokens HttpOnly, the indicator readable, all Lax on /, no Secure, no Domain', async () => {
    const cookies = cookiesOf(await signIn(api));
    expect(Object.keys(cookies).sort()).toEqual([...NAMES].sort());
    expect(cookies[COOKIE_NAMES.accessToken]?.attributes.httponly).toBe(true);
    expect(cookies[COOKIE_NAMES.refreshToken]?.attributes.httponly).toBe(true);
    expect(cookies[COOKIE_NAMES.fallbackAccessToken]).toMatchObject({ value: '1' });
    expect(cookies[COOKIE_NAMES.fallbackAccessToken]?.attributes.httponly).toBeUndefined();
    for (const cookie of Object.values(cookies)) {
      expect(cookie.attributes).toMatchObject({ samesite: 'Lax', path: '/' });
      expect(cookie.attributes.secure).toBeUndefined();
      expect(cookie.attributes.domain).toBeUndefined();
    }
  });

  test("on the brand's domain (behind the proxy): Secure and the brand's cookie Domain", async () => {
    const cookies = cookiesOf(await signIn(api, { headers: { 'x-forwarded-host': 'www.onair.live' } }));
    for (const name of NAMES) expect(cookies[name]?.attributes).toMatchObject({ secure: true, domain: '.onair.live' });
  });

  test('on another host: Secure, but no Domain it could not set', async () => {
    const cookies = cookiesOf(await signIn(api, { headers: { 'x-forwarded-host': 'preview.example.net' } }));
    for (const name of NAMES) {
      expect(cookies[name]?.attributes.secure).toBe(true);
      expect(cookies[name]?.attributes.domain).toBeUndefined();
    }
  });

  test('without keep-login the cookies are session cookies; with it they last 30 days', async () => {
    const session = cookiesOf(await signIn(api));
    for (const name of NAMES) expect(session[name]?.attributes['max-age']).toBeUndefined();
    const kept = cookiesOf(await signIn(api, { loginKeep: true }));
    for (const name of NAMES) {
      const maxAge = Number(kept[name]?.attributes['max-age']);
      expect(maxAge).toBeGreaterThan(SESSION_LIFETIMES.keepRefreshSeconds - 60);
      expect(maxAge).toBeLessThanOrEqual(SESSION_LIFETIMES.keepRefreshSeconds);
    }
  });

  test('signout clears all three with Max-Age=0 on the same Domain and path', async () => {
    const headers = { 'x-forwarded-host': 'm.onair.live' };
    const signedIn = await signIn(api, { headers });
    const signedOut = await api.call('POST', '/api/auth/signout', { headers: { ...headers, cookie: cookieHeader(signedIn) } });
    expect(signedOut).toMatchObject({ status: 200, body: { msg: 'ok' } });
    const cleared = cookiesOf(signedOut);
    for (const name of NAMES) expect(cleared[name]).toMatchObject({ value: '', attributes: { 'max-age': '0', domain: '.onair.live', path: '/' } });
  });
});
