import { AUTH_MESSAGES } from '@onair/contracts';
import { DEMO_ACCOUNTS } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { hashPassword } from '../../platform/passwords/passwords';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { THROTTLE_LIMITS } from './signin-throttle';
import { randomIp, signIn } from './testing/session-helpers';

describe.each(testDatabaseTargets())('sign-in throttling on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { hashDemoPasswords: hashPassword });
  });
  afterAll(() => api.close());

  const expectTooMany = (result: Awaited<ReturnType<typeof signIn>>) => {
    expect(result.status).toBe(429);
    expect(result.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    const retryAfter = Number(result.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE_LIMITS.account.lockMs / 1000);
  };

  test('5 wrong passwords lock the account for 15 minutes, even from other addresses and with the right password', async () => {
    const loginId = DEMO_ACCOUNTS.streamer.loginId;
    for (let attempt = 0; attempt < THROTTLE_LIMITS.account.failures; attempt += 1) {
      expect((await signIn(api, { loginId, password: 'wrong1234!' })).status).toBe(401);
    }
    expectTooMany(await signIn(api, { loginId }));
    expect((await signIn(api)).status).toBe(200);
  });

  test('success clears the account counter', async () => {
    const loginId = DEMO_ACCOUNTS.viewer.loginId;
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < THROTTLE_LIMITS.account.failures - 1; attempt += 1) {
        expect((await signIn(api, { loginId, password: 'wrong1234!' })).status).toBe(401);
      }
      expect((await signIn(api, { loginId })).status).toBe(200);
    }
  });

  test('20 failures from one address answer 429 to that address only', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < THROTTLE_LIMITS.ip.failures; attempt += 1) {
      const result = await signIn(api, { loginId: `nobody${attempt}x`, password: 'wrong1234!', headers: { 'x-forwarded-for': ip } });
      expect(result.status).toBe(401);
    }
    expectTooMany(await signIn(api, { headers: { 'x-forwarded-for': ip } }));
    expect((await signIn(api)).status).toBe(200);
  });
});
