import { jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import { COOKIE_NAMES } from '@onair/contracts';
import { DEMO_PARTNER, partners } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { cookiesOf } from '../auth/testing/session-helpers';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { PARTNER_MESSAGES } from './messages';
import { ASP_AUDIENCE, ASP_ISSUER, aspTokenKey } from './partner-routes';

describe.each(testDatabaseTargets('pglite'))('partners on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api.close());

  test('an active partner code is remembered in a cookie for a year, SameSite=Lax, on the whole site', async () => {
    const result = await api.call('POST', '/api/partners', { body: { partnerCode: DEMO_PARTNER.code } });
    expect(result).toMatchObject({ status: 200, body: { msg: 'ok' } });
    const cookie = cookiesOf(result)[COOKIE_NAMES.partnerCode];
    expect(cookie).toEqual({ name: COOKIE_NAMES.partnerCode, value: 'demopartner', attributes: { 'max-age': '31536000', path: '/', samesite: 'Lax' } });
  });

  test('an unknown or inactive partner answers notfound and sets nothing', async () => {
    const unknown = await api.call('POST', '/api/partners', { body: { partnerCode: 'nopartner' } });
    expect(unknown).toMatchObject({ status: 200, body: { msg: 'notfound' }, setCookies: [] });
    await api.database.db.insert(partners).values({ code: 'sleeping', name: '휴면 파트너', appKey: 'sleeping-app-key', pinKeyHash: 'x'.repeat(64), active: false });
    expect((await api.call('POST', '/api/partners', { body: { partnerCode: 'sleeping' } })).body).toEqual({ msg: 'notfound' });
  });

  test('app key and pin key get a one-hour HS256 partner token for the asp audience', async () => {
    const result = await api.call('POST', '/v4/api/asp/accesstoken', { body: { appkey: DEMO_PARTNER.appKey, pinkey: DEMO_PARTNER.pinKey } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ accessToken: expect.any(String), expiresIn: 3600, partnerCode: 'demopartner' });
    const { payload, protectedHeader } = await jwtVerify(result.body.accessToken, aspTokenKey(api.settings.tokenSecret), { audience: ASP_AUDIENCE, issuer: ASP_ISSUER });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ partnerCode: 'demopartner', sub: 'demopartner', aud: 'asp' });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  test.each([
    ['a wrong pin key', { appkey: DEMO_PARTNER.appKey, pinkey: 'wrong-pin-key' }],
    ['an unknown app key', { appkey: 'no-such-app', pinkey: DEMO_PARTNER.pinKey }],
  ])('%s is a 401 with a Korean message', async (_name, keys) => {
    const result = await api.call('POST', '/v4/api/asp/accesstoken', { body: keys });
    expect(result).toMatchObject({ status: 401, body: { statusCode: 401, code: 'ASP_KEYS_INVALID', message: '앱 키 또는 핀 키가 올바르지 않습니다.' } });
    expect(result.body.message).toBe(PARTNER_MESSAGES.keysInvalid);
  });

  test('an inactive partner gets no token', async () => {
    await api.database.db.update(partners).set({ active: false }).where(eq(partners.code, DEMO_PARTNER.code));
    try {
      expect((await api.call('POST', '/v4/api/asp/accesstoken', { body: { appkey: DEMO_PARTNER.appKey, pinkey: DEMO_PARTNER.pinKey } })).status).toBe(401);
    } finally {
      await api.database.db.update(partners).set({ active: true }).where(eq(partners.code, DEMO_PARTNER.code));
    }
  });
});
