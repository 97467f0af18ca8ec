import { AUTH_MESSAGES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';

describe.each(testDatabaseTargets('pglite'))('Origin check on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { settings: { extraOrigins: ['https://partner.example.com'] } });
  });
  afterAll(() => api.close());

  const signout = (headers: Record<string, string>) => api.call('POST', '/api/auth/signout', { headers });

  test('a foreign Origin on a POST is refused with 403', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://www.onair.live.evil.example', 'http://localhost.evil.example']) {
      const { status, body } = await signout({ origin });
      expect(status).toBe(403);
      expect(body.message).toBe(AUTH_MESSAGES.crossSite);
    }
  });

  test("the brand's origin, configured extra origins and localhost in development are allowed", async () => {
    for (const origin of ['https://www.onair.live', 'https://partner.example.com', 'http://localhost:4200', 'http://127.0.0.1:5173']) {
      expect((await signout({ origin })).status).toBe(200);
    }
  });

  test('without Origin: cross-site Sec-Fetch-Site is refused, none at all (servers, the app) is allowed', async () => {
    expect((await signout({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await signout({ 'sec-fetch-site': 'same-site' })).status).toBe(200);
    expect((await signout({})).status).toBe(200);
  });

  test('GET requests are not checked', async () => {
    expect((await api.call('GET', '/api/guest/timeCheck', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe.each(testDatabaseTargets('pglite'))('Origin check in production on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { settings: { production: true } });
  });
  afterAll(() => api.close());

  test('loopback origins the brand does not list are refused', async () => {
    expect((await api.call('POST', '/api/auth/signout', { headers: { origin: 'http://localhost:3999' } })).status).toBe(403);
    expect((await api.call('POST', '/api/auth/signout', { headers: { origin: 'https://www.onair.live' } })).status).toBe(200);
  });
});
